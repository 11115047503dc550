# Sourced by .ci/run (`. scripts/use-node.sh`): puts the Node.js major version .nvmrc names first on PATH.
# When the machine's node is another major (Debian's image brings Node 20), it installs the official
# Linux build from the npm registry (the node-linux-<arch> package: the nodejs.org binary, nothing else)
# into a cache outside the project, once, and uses it. npm stays the machine's: it runs on the node PATH
# finds first. GitHub's workflows get the same version from actions/setup-node with node-version-file.
# Needs bash.

want="$(tr -d ' v\r\n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
have="$(node -p 'process.versions.node' 2>/dev/null || true)"

if [ "${have%%.*}" != "${want%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "No Node.js $want build on the npm registry for $(uname -m): install Node.js $want yourself." >&2; return 1 ;;
  esac
  node_home="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/node-from-npm}/$want-$node_arch"
  node_bin="$node_home/node_modules/node-linux-$node_arch/bin"
  if [ ! -x "$node_bin/node" ]; then
    echo "Node.js ${have:-(none)} found, .nvmrc asks for $want: installing node-linux-$node_arch@$want from the npm registry into $node_home"
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-package-lock --no-audit --no-fund "node-linux-$node_arch@$want" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
  # Native modules built from source (none is today: sharp, workerd and deno ship prebuilt binaries)
  # use this node's headers, not the machine's.
  export npm_config_nodedir="$node_home/node_modules/node-linux-$node_arch"
  unset node_arch node_home node_bin
fi
echo "Node.js $(node --version), npm $(npm --version)"
unset want have
