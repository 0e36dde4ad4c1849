// Whether a local port is taken, and by which process: for the scripts that start a server on a fixed port and must
// not mistake another program's server for their own (scripts/auth-emulator.mjs).
import fs from "node:fs";
import net from "node:net";

/**
 * Whether something accepts connections at host:port.
 * @param {string} host @param {number} port
 * @returns {Promise<boolean>}
 */
export function isListening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const answer = (/** @type {boolean} */ listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once("connect", () => answer(true));
    socket.once("error", () => answer(false));
    socket.setTimeout(1000, () => answer(false));
  });
}

/**
 * The sockets listening on `port` in a table of /proc/net/tcp or tcp6: each line's local address ends in the port
 * in hexadecimal, state 0A is LISTEN, and the tenth column is the socket's inode.
 * @param {string} table @param {number} port
 * @returns {string[]}
 */
export function listeningInodes(table, port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return table
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[1]?.endsWith(`:${hexPort}`) && columns[3] === "0A")
    .map((columns) => columns[9] ?? "");
}

const readOrEmpty = (/** @type {string} */ file) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/**
 * The process listening on `port`, as far as this user may see (Linux's /proc): its id and command line; null where
 * it cannot tell (another user's process, another system).
 * @param {number} port
 * @returns {{ pid: number, command: string } | null}
 */
export function portOwner(port) {
  const inodes = new Set(
    ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) => listeningInodes(readOrEmpty(table), port)),
  );
  if (inodes.size === 0) return null;
  for (const pid of readDirOrEmpty("/proc").filter((name) => /^\d+$/.test(name))) {
    const sockets = readDirOrEmpty(`/proc/${pid}/fd`).map((fd) => readLinkOrEmpty(`/proc/${pid}/fd/${fd}`));
    if (sockets.some((link) => inodes.has(link.match(/^socket:\[(\d+)\]$/)?.[1] ?? ""))) {
      const command = readOrEmpty(`/proc/${pid}/cmdline`).split("\0").filter(Boolean).join(" ");
      return { pid: Number(pid), command: command.length > 160 ? `${command.slice(0, 160)}…` : command };
    }
  }
  return null;
}

function readDirOrEmpty(/** @type {string} */ dir) {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function readLinkOrEmpty(/** @type {string} */ link) {
  try {
    return fs.readlinkSync(link);
  } catch {
    return "";
  }
}
