/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { listeningInodes, portOwner } from "./port-owner.mjs";

const ROOT = path.join(__dirname, "..");

/** Runs `node scripts/auth-emulator.mjs` in a project whose firebase.json puts the Auth emulator on `port`. */
function startEmulatorScript(port: number): Promise<{ code: number | null; output: string }> {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "auth-emulator-"));
  fs.mkdirSync(path.join(project, "content"));
  fs.copyFileSync(path.join(ROOT, "content", "site.json"), path.join(project, "content", "site.json"));
  fs.writeFileSync(
    path.join(project, "firebase.json"),
    JSON.stringify({ emulators: { auth: { host: "127.0.0.1", port } } }),
  );
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "auth-emulator.mjs"), "echo", "started"], {
    cwd: project,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      fs.rmSync(project, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

describe("npm start's Auth emulator", () => {
  let server: http.Server;
  let requests: string[];
  beforeEach(async () => {
    requests = [];
    server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it("stops, naming the port and the process, when another process listens on its port; it sends that one nothing", async () => {
    const { port } = server.address() as AddressInfo;
    const { code, output } = await startEmulatorScript(port);
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port}`);
    expect(output).toContain(`process ${process.pid}:`);
    expect(output).not.toContain("started");
    expect(requests).toEqual([]);
  });

  it("finds the process that listens on a port in /proc", () => {
    const { port } = server.address() as AddressInfo;
    expect(portOwner(port)?.pid).toBe(process.pid);
    const table = [
      "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
      "   0: 0100007F:238B 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1",
      "   1: 0100007F:238B 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 4343 1",
    ].join("\n");
    expect(listeningInodes(table, 9099)).toEqual(["4242"]);
    expect(listeningInodes(table, 9010)).toEqual([]);
  });
});
