"""Builds the C++ test executable with CMake and runs it (issue 2).

The executable is built once per checkout in build/cpp-tests (with PAIJU_DCHECK enabled) and
reused; CI also builds and runs it under AddressSanitizer and UBSan (.ci/run).
"""

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build" / "cpp-tests"


def _cmake() -> str:
    cmake = shutil.which("cmake")
    assert cmake, "cmake is needed for the C++ tests: pip install '.[test]' provides it"
    return cmake


def test_cpp_core_tests_pass():
    cmake = _cmake()
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    subprocess.run(
        [cmake, "-S", str(ROOT), "-B", str(BUILD), *generator,
         "-DPAIJU_BUILD_TESTS=ON", "-DPAIJU_BUILD_PYTHON=OFF", "-DPAIJU_DEBUG_CHECKS=ON",
         "-DCMAKE_BUILD_TYPE=Release"],
        check=True, capture_output=True, text=True,
    )
    build = subprocess.run([cmake, "--build", str(BUILD), "--target", "paiju_tests", "-j", "2"],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    run = subprocess.run([str(BUILD / "paiju_tests")], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert " 0 failed" in run.stdout
