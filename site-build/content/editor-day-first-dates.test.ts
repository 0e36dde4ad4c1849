import {
  CALENDAR_BUTTON,
  DAY_FIRST_BOX,
  dayFirst,
  dayFirstBoxOf,
  installDayFirstDates,
  isBadDayFirstDate,
  readDayFirst,
  withSlashes,
} from "./editor-day-first-dates";

describe("dates day first", () => {
  it("reads a date written day first, in any of the ways Israelis write it", () => {
    expect(readDayFirst("08/10/2027")).toBe("2027-10-08");
    expect(readDayFirst("8/10/2027")).toBe("2027-10-08");
    expect(readDayFirst("8.10.2027")).toBe("2027-10-08");
    expect(readDayFirst("08102027")).toBe("2027-10-08");
    expect(readDayFirst(" ")).toBe("");
  });

  it("refuses half a date and a day the month has not", () => {
    for (const text of ["08/10/20", "0810", "31/02/2027", "32/01/2027", "10/13/2027", "2027-10-08"]) {
      expect(readDayFirst(text)).toBeNull();
    }
  });

  it("shows a saved date day first, and puts the slashes in as the digits are typed", () => {
    expect(dayFirst("2027-10-08")).toBe("08/10/2027");
    expect(dayFirst("")).toBe("");
    expect(["0", "08", "081", "0810", "08102", "08102027", "081020279"].map(withSlashes)).toEqual([
      "0",
      "08",
      "08/1",
      "08/10",
      "08/10/2",
      "08/10/2027",
      "08/10/2027",
    ]);
    // Typed on after the slash the box put in, or taken back over it.
    expect(["08/", "08/1", "08/102", "08/10/", "08/102027"].map(withSlashes)).toEqual([
      "08",
      "08/1",
      "08/10/2",
      "08/10",
      "08/10/2027",
    ]);
    expect(withSlashes("8/10/2027")).toBe("8/10/2027");
    expect(withSlashes("08.10.2027")).toBe("08.10.2027");
  });
});

describe("installDayFirstDates", () => {
  const type = (box: HTMLInputElement, text: string) => {
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  };

  it("stands a day-first box in for the date box, and writes what is typed into it as the editor reads it", async () => {
    document.body.innerHTML = `<label id="until">עד</label><input type="date" aria-labelledby="until" value="2027-07-03">`;
    installDayFirstDates(window);
    const date = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    const box = document.querySelector<HTMLInputElement>(DAY_FIRST_BOX)!;
    expect(dayFirstBoxOf(date)).toBe(box);
    expect(date.getAttribute("aria-hidden")).toBe("true");
    expect(box.nextElementSibling).toHaveAccessibleName(CALENDAR_BUTTON.label);
    expect(box.value).toBe("03/07/2027");
    expect(box.getAttribute("aria-labelledby")).toBe("until");

    const heard: string[] = [];
    date.addEventListener("input", () => heard.push(date.value));
    type(box, "");
    for (const key of "08102027") type(box, box.value + key);
    expect(box.value).toBe("08/10/2027");
    expect(date.value).toBe("2027-10-08");
    // Told when emptied, and once more when the date is whole (the half-typed ones are no date either).
    expect(heard).toEqual(["", "2027-10-08"]);

    type(box, "08/10/20");
    expect(date.value).toBe("");
    expect(isBadDayFirstDate(date)).toBe(true);
    // The editor writing back the empty date it read keeps what is being typed.
    date.value = "";
    expect(box.value).toBe("08/10/20");
    // The editor writing a date (an entry opened, "today") shows it.
    date.value = "2028-01-15";
    expect(box.value).toBe("15/01/2028");
    expect(isBadDayFirstDate(date)).toBe(false);
    // A date chosen in the browser's calendar, which writes past the page's scripts, shows too.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(date, "2028-02-29");
    date.dispatchEvent(new Event("input", { bubbles: true }));
    expect(box.value).toBe("29/02/2028");
  });

  it("takes the box away with its date box", async () => {
    document.body.innerHTML = `<div><input type="date"></div>`;
    installDayFirstDates(window);
    expect(document.querySelectorAll(DAY_FIRST_BOX)).toHaveLength(1);
    document.querySelector('input[type="date"]')!.remove();
    await new Promise((done) => setTimeout(done));
    expect(document.querySelectorAll(DAY_FIRST_BOX)).toHaveLength(0);
    expect(document.querySelectorAll("button")).toHaveLength(0);
    document.body.append(Object.assign(document.createElement("input"), { type: "date" }));
    await new Promise((done) => setTimeout(done));
    expect(document.querySelectorAll(DAY_FIRST_BOX)).toHaveLength(1);
  });
});
