#include <cstring>
#include <exception>

#include "test_framework.h"

int main(int argc, char** argv) {
  using namespace paiju::testing;
  const char* filter = argc > 1 ? argv[1] : nullptr;
  int passed = 0, failed = 0;
  for (const TestCase& test : registry()) {
    if (filter && !std::strstr(test.name, filter)) continue;
    current_failures() = 0;
    try {
      test.body();
    } catch (const std::exception& e) {
      report_failure(test.name, 0, std::string("uncaught exception: ") + e.what());
    }
    if (current_failures() == 0) {
      ++passed;
    } else {
      ++failed;
      std::fprintf(stderr, "FAIL %s\n", test.name);
    }
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
