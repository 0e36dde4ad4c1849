// Serves a built site (the public/ of `folder`) with that checkout's own `gatsby serve`, as the bench measures it.
import { spawn } from "node:child_process";

/** Starts the server and resolves once it answers; stop it with `process.kill(-server.pid)`. */
export async function serve(folder, port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["gatsby", "serve", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: folder,
    stdio: "ignore",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid);
  throw new Error(`gatsby serve did not answer on ${origin}`);
}
