// A minimal dependency-free test runner for the C++ core.
//
// TEST(name) { CHECK(cond); CHECK_EQ(a, b); EXPECT_THROW(stmt, Type); }
// The runner prints each failure and closes with "N passed, N failed"; the exit code is
// non-zero when anything failed. An optional argument runs only tests whose name contains it.
#pragma once

#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace paiju::testing {

struct TestCase {
  const char* name;
  std::function<void()> body;
};

inline std::vector<TestCase>& registry() {
  static std::vector<TestCase> tests;
  return tests;
}
inline int& current_failures() {
  static int failures = 0;
  return failures;
}

struct Registrar {
  Registrar(const char* name, std::function<void()> body) { registry().push_back({name, std::move(body)}); }
};

inline void report_failure(const char* file, int line, const std::string& what) {
  std::fprintf(stderr, "  FAILED %s:%d: %s\n", file, line, what.c_str());
  ++current_failures();
}

template <typename A, typename B>
void check_eq(const A& a, const B& b, const char* expr_a, const char* expr_b, const char* file, int line) {
  if (!(a == b)) {
    std::ostringstream out;
    out << expr_a << " == " << expr_b << " (" << a << " vs " << b << ")";
    report_failure(file, line, out.str());
  }
}

}  // namespace paiju::testing

#define PAIJU_CONCAT_INNER(a, b) a##b
#define PAIJU_CONCAT(a, b) PAIJU_CONCAT_INNER(a, b)
#define TEST(name)                                                                        \
  static void PAIJU_CONCAT(test_, name)();                                                \
  static const ::paiju::testing::Registrar PAIJU_CONCAT(registrar_, name)(#name,          \
                                                                          &PAIJU_CONCAT(test_, name)); \
  static void PAIJU_CONCAT(test_, name)()

#define CHECK(cond) \
  ((cond) ? static_cast<void>(0) : ::paiju::testing::report_failure(__FILE__, __LINE__, #cond))
#define CHECK_EQ(a, b) ::paiju::testing::check_eq((a), (b), #a, #b, __FILE__, __LINE__)
#define EXPECT_THROW(statement, ExceptionType)                                                    \
  do {                                                                                            \
    bool thrown_ = false;                                                                         \
    try {                                                                                         \
      statement;                                                                                  \
    } catch (const ExceptionType&) {                                                              \
      thrown_ = true;                                                                             \
    }                                                                                             \
    if (!thrown_) ::paiju::testing::report_failure(__FILE__, __LINE__, #statement " did not throw " #ExceptionType); \
  } while (0)
