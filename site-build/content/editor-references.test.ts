/** @jest-environment node */
import { editorReferences } from "./editor-references";

const coaches = [
  { slug: "amit-cohen", name: "עמית כהן" },
  { slug: "noa-levi", name: "נועה לוי" },
];
const classes = [
  { title: "טריקינג לילדים", coaches: ["amit-cohen"], sport: "Tricking" },
  { title: "אקרובטיקה", coaches: ["amit-cohen", "noa-levi"] },
];
const booking = {
  sports: [
    { id: "Tricking", label: "טריקינג" },
    { id: "Circus", label: "קרקס" },
  ],
};

describe("editorReferences", () => {
  const references = editorReferences({ coaches, classes, booking });

  it("names, for each entry that others refer to, the entries that refer to it, by the model's refersTo facts", () => {
    expect(references).toContainEqual({
      file: "coaches",
      list: null,
      entries: [
        { key: "amit-cohen", name: "עמית כהן", referredBy: ["טריקינג לילדים", "אקרובטיקה"] },
        { key: "noa-levi", name: "נועה לוי", referredBy: ["אקרובטיקה"] },
      ],
    });
    expect(references).toContainEqual({
      file: "booking",
      list: "sports",
      entries: [{ key: "Tricking", name: "טריקינג", referredBy: ["טריקינג לילדים"] }],
    });
  });

  it("leaves out an entry that nothing refers to", () => {
    const sports = references.find((list) => list.file === "booking")!;
    expect(sports.entries.map((entry) => entry.key)).not.toContain("Circus");
  });
});
