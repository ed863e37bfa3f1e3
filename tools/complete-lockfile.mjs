// Adds the platform-specific optional packages (darwin, win32, musl …) that `npm install` leaves out of
// package-lock.json when the registry this project installs from does not serve them. Without those
// entries `npm ci` refuses the lock file as "out of sync"; with them it skips the packages, because each
// entry names the os/cpu/libc it is for. Run after every `npm install` that changes the lock file.
import {readFileSync, writeFileSync} from 'node:fs';

const LOCK_PATH = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
const packages = lock.packages;

/** Reads the platform a package is built for from its name, e.g. `@swc/core-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os =
    ['darwin', 'linux', 'freebsd', 'openbsd', 'android', 'openharmony', 'sunos', 'aix'].find((candidate) =>
      parts.includes(candidate),
    ) ?? (parts.some((p) => p === 'win32' || p === 'windows') ? 'win32' : undefined);
  const cpuAliases = {
    x64: 'x64',
    arm64: 'arm64',
    arm: 'arm',
    ia32: 'ia32',
    ppc64: 'ppc64',
    s390x: 's390x',
    riscv64: 'riscv64',
    loong64: 'loong64',
  };
  const cpu = parts.map((p) => cpuAliases[p]).find(Boolean);
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return {os, cpu, libc};
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const {os, cpu, libc} = platformOf(name);
    if (!os) continue; // Not a platform package: a genuinely missing dependency that npm must report.
    packages[hoisted] = {
      version,
      ...(entry.dev ? {dev: true} : {}),
      optional: true,
      os: [os],
      ...(cpu ? {cpu: [cpu]} : {}),
      ...(libc ? {libc: [libc]} : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform package entries`);
