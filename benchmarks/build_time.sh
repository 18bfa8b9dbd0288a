#!/usr/bin/env bash
# The first build's CPU time (benchmarks/results/build_time.json): configure a fresh build folder
# build/m_NAME as scikit-build-core configures it (SKBUILD defined: the pip setting; Release; no
# compiler cache; the remaining arguments passed to cmake), build the pip
# target `_core` with one job, and print the CPU time (user+sys, children included) of the whole
# build and of its steps, each step's recorded by a launcher that wraps /usr/bin/time.
#   benchmarks/build_time.sh NAME [-DOPTION=VALUE ...]
# (BUILD_TARGET=paiju_core: the library alone)
set -euo pipefail
name=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$root/build/m_$name
rm -rf "$dir"
mkdir -p "$dir"
log=$dir/steps.log
launcher=$dir/launch.sh
cat >"$launcher" <<EOF
#!/usr/bin/env bash
out=step
prev=
for a in "\$@"; do
  if [ "\$prev" = -o ]; then out=\$a; fi
  prev=\$a
done
exec /usr/bin/time -a -o "$log" -f "%U %S \$out" "\$@"
EOF
chmod +x "$launcher"
cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPAIJU_BUILD_PYTHON=ON -DPAIJU_BUILD_TOOLS=ON \
  -DSKBUILD=2 -DSKBUILD_STATE=wheel -DSKBUILD_PROJECT_NAME=paiju -DSKBUILD_PROJECT_VERSION=0.1.0 \
  -DPAIJU_CCACHE=OFF -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" -DCMAKE_CXX_LINKER_LAUNCHER="$launcher" \
  -Dpybind11_DIR="$(python -c 'import pybind11; print(pybind11.get_cmake_dir())')" "$@" >"$dir/configure.log"
/usr/bin/time -o "$dir/total.txt" -f "%U %S" ninja -C "$dir" -j1 "${BUILD_TARGET:-_core}" >"$dir/build.log"
python - "$dir" <<'EOF'
import sys, pathlib
d = pathlib.Path(sys.argv[1])
user, sys_ = map(float, (d / "total.txt").read_text().split())
steps = {}
for line in (d / "steps.log").read_text().splitlines():
    parts = line.split(None, 2)
    if len(parts) == 3 and parts[0][0].isdigit():
        steps[parts[2]] = float(parts[0]) + float(parts[1])
library = sum(t for s, t in steps.items() if s.startswith("CMakeFiles/paiju_core.dir/"))
link = sum(t for s, t in steps.items() if s.endswith(".so"))
module = sum(t for s, t in steps.items() if s.startswith("CMakeFiles/_core.dir/")) + link
print(f"total {user + sys_:.1f} library {library:.1f} module {module:.1f} module_link {link:.1f}")
for s, t in sorted(steps.items(), key=lambda kv: -kv[1]):
    print(f"  {t:7.1f} {s}")
EOF
