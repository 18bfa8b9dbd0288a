// search/mlp.h: a hand-made two-layer network evaluated by hand, and malformed files refused.
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "paiju/games/guandan/hand_model.h"
#include "paiju/search/mlp.h"
#include "test_framework.h"

namespace {

void put_u32(std::vector<unsigned char>& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}
void put_floats(std::vector<unsigned char>& out, std::initializer_list<float> values) {
  for (float f : values) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &f, 4);
    put_u32(out, bits);
  }
}

// 2 inputs -> 2 hidden (ReLU) -> 1 output.
std::vector<unsigned char> tiny_network() {
  std::vector<unsigned char> out{'P', 'J', 'M', 'L'};
  put_u32(out, 1);
  put_u32(out, 2);
  put_u32(out, 2);
  put_u32(out, 2);
  put_floats(out, {1.0f, 2.0f, -1.0f, 1.0f});  // weights [2][2]
  put_floats(out, {0.5f, -3.0f});              // biases
  put_u32(out, 2);
  put_u32(out, 1);
  put_floats(out, {2.0f, 10.0f});  // weights [1][2]
  put_floats(out, {1.0f});
  return out;
}

}  // namespace

TEST(mlp_evaluates_a_hand_made_network) {
  const auto bytes = tiny_network();
  const paiju::search::Mlp mlp(bytes);
  CHECK_EQ(mlp.inputs(), 2u);
  CHECK_EQ(mlp.outputs(), 1u);
  std::vector<float> out, scratch;
  const float in[2] = {1.0f, 1.5f};
  mlp.evaluate(in, out, scratch);
  // hidden: 1*1 + 2*1.5 + 0.5 = 4.5; -1*1 + 1*1.5 - 3 = -2.5 -> ReLU 0; output 2*4.5 + 10*0 + 1 = 10
  CHECK_EQ(out.size(), 1u);
  CHECK(out[0] == 10.0f);
}

TEST(mlp_sparse_evaluation_gives_the_hand_counted_outputs) {
  const auto bytes = tiny_network();
  const paiju::search::Mlp mlp(bytes);
  std::vector<float> out, scratch;
  const float in[2] = {1.0f, 1.5f};
  mlp.evaluate_sparse(in, out, scratch);
  CHECK_EQ(out.size(), 1u);
  CHECK(out[0] == 10.0f);  // as above
  const float zero_first[2] = {0.0f, 2.0f};
  mlp.evaluate_sparse(zero_first, out, scratch);
  // hidden: 2*2 + 0.5 = 4.5; 1*2 - 3 = -1 -> 0; output 2*4.5 + 1 = 10
  CHECK(out[0] == 10.0f);
  const float negative[2] = {-1.0f, 0.0f};
  mlp.evaluate_sparse(negative, out, scratch);
  // hidden: -1 + 0.5 = -0.5 -> 0; 1 - 3 = -2 -> 0; output: the bias 1
  CHECK(out[0] == 1.0f);
}

TEST(mlp_refuses_malformed_files) {
  auto bytes = tiny_network();
  auto bad_magic = bytes;
  bad_magic[0] = 'X';
  EXPECT_THROW(paiju::search::Mlp{bad_magic}, std::invalid_argument);
  auto truncated = bytes;
  truncated.pop_back();
  EXPECT_THROW(paiju::search::Mlp{truncated}, std::invalid_argument);
  auto trailing = bytes;
  trailing.push_back(0);
  EXPECT_THROW(paiju::search::Mlp{trailing}, std::invalid_argument);
  auto mismatched = bytes;
  mismatched[12 + 8 + 16 + 8] = 3;  // the second layer's inputs: 3, not the first's 2 outputs
  EXPECT_THROW(paiju::search::Mlp{mismatched}, std::invalid_argument);
}

TEST(mlp_the_embedded_hand_model_has_the_features_shape) {
  const paiju::search::Mlp& model = paiju::guandan::hand_model();
  CHECK_EQ(model.inputs(), static_cast<std::size_t>(paiju::guandan::kHandFeatures));
  CHECK_EQ(model.outputs(), static_cast<std::size_t>(3 * paiju::kNumKinds));
}
