/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { dailyTime, isDue, israelOffsetMinutes } from "./nightly";

const ROOT = path.resolve(__dirname, "../..");
const workflow = YAML.parse(fs.readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
  on: { schedule?: { cron: string }[] };
};
const crons = (workflow.on.schedule ?? []).map(({ cron }) => cron);

/** The hour and minute in Israel at an instant. */
const israelTime = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Jerusalem", hour: "2-digit", minute: "2-digit" }).format(at);

describe("israelOffsetMinutes", () => {
  it.each([
    ["2026-01-15T12:00:00Z", 120],
    ["2026-07-15T12:00:00Z", 180],
    // Summer time begins on the Friday before the last Sunday of March at 02:00 and ends on the last Sunday of
    // October at 02:00 (both Israel time).
    ["2026-03-26T23:59:00Z", 120],
    ["2026-03-27T00:00:00Z", 180],
    ["2026-10-24T22:59:00Z", 180],
    ["2026-10-24T23:00:00Z", 120],
  ])("is UTC%s + %i minutes", (instant, minutes) => {
    expect(israelOffsetMinutes(new Date(instant))).toBe(minutes);
  });
});

describe("dailyTime", () => {
  it("reads a daily schedule's UTC time", () => {
    expect(dailyTime("7 22 * * *")).toEqual({ hour: 22, minute: 7 });
  });
  it.each(["7 22 * * 1", "*/5 * * * *", "7 24 * * *", "60 21 * * *", ""])("refuses %j", (cron) => {
    expect(dailyTime(cron)).toBeNull();
  });
});

describe("isDue", () => {
  it("runs the winter schedule in winter and the summer one in summer", () => {
    expect(isDue("7 22 * * *", new Date("2026-01-15T22:07:00Z"))).toBe(true);
    expect(isDue("7 21 * * *", new Date("2026-01-15T21:07:00Z"))).toBe(false);
    expect(isDue("7 21 * * *", new Date("2026-07-15T21:07:00Z"))).toBe(true);
    expect(isDue("7 22 * * *", new Date("2026-07-15T22:07:00Z"))).toBe(false);
  });

  it("goes by the schedule that started a run, not by the hour GitHub started it", () => {
    // Started an hour and a half late, the winter run is still the one for midnight…
    expect(isDue("7 22 * * *", new Date("2026-01-15T23:40:00Z"))).toBe(true);
    // …and the summer schedule, meant for 23:07 in winter, stays idle even when it starts after midnight.
    expect(isDue("7 21 * * *", new Date("2026-01-15T22:30:00Z"))).toBe(false);
  });

  it("does nothing for a schedule that is not daily", () => {
    expect(isDue("0 * * * *", new Date("2026-01-15T22:00:00Z"))).toBe(false);
  });
});

describe("the workflow's nightly schedules", () => {
  it("are daily, away from the top of the hour, where GitHub's schedules run late", () => {
    expect(crons.length).toBeGreaterThan(0);
    for (const cron of crons) expect(dailyTime(cron)?.minute).toBeGreaterThan(0);
  });

  it("rebuild exactly once a night, shortly after midnight Israel time, all through two years", () => {
    const nights: string[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 24 * 60 * 60 * 1000) {
      const runs = crons.map((cron) => {
        const { hour, minute } = dailyTime(cron)!;
        return { cron, at: new Date(day + (hour * 60 + minute) * 60 * 1000) };
      });
      const due = runs.filter(({ cron, at }) => isDue(cron, at));
      expect(due).toHaveLength(1);
      const time = israelTime(due[0]!.at);
      expect(time >= "00:00" && time < "00:30").toBe(true);
      nights.push(time);
    }
    expect(nights).toHaveLength(730);
  });
});

describe("node scripts/ci/nightly.ts", () => {
  function run(schedule: string) {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nightly-")), "output");
    const result = spawnSync("node", ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/ci/nightly.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", SCHEDULE: schedule, GITHUB_OUTPUT: output },
    });
    const written = fs.readFileSync(output, "utf8");
    fs.rmSync(path.dirname(output), { recursive: true });
    return { status: result.status, stderr: result.stderr, written };
  }

  it("is due when started by hand", () => {
    expect(run("")).toEqual({ status: 0, stderr: "", written: "due=true\n" });
  });

  it("writes whether the schedule that started it is the one for midnight in Israel now", () => {
    // Israel is UTC+2 or UTC+3: at any time one of these two is the schedule for midnight, the other is not.
    const summer = isDue("7 21 * * *", new Date());
    const [due, idle] = summer ? ["7 21 * * *", "7 22 * * *"] : ["7 22 * * *", "7 21 * * *"];
    expect(run(due).written).toBe("due=true\n");
    expect(run(idle).written).toBe("due=false\n");
  });
});
