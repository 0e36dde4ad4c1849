/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { hebrewStringsPath, withHebrewInterface } from "./editor-locale";

/** The parts of Sveltia's script that choose and load the language of its interface, as 0.221.1 has them. */
const SCRIPT =
  "AQ=`en-US`,jQ=`ar,bg,en-US,fa,zh-TW`.split(`,`),MQ=()=>{let e=pne();return e&&jQ.includes(e)?e:AQ}," +
  "USe=`${iP}@${rP}/locales`,WSe=5e3,NQ=`sveltia-cms.locale`,PQ=new Map,FQ=GA(),IQ=GA()," +
  "LQ=()=>!0,RQ=async e=>{if(LQ())try{let{_locale:t,_version:n,...r}=await ek.get(NQ)??{};";

describe("withHebrewInterface", () => {
  it("lists Hebrew and English alone, chooses Hebrew by itself and keeps no old copy of a language file", () => {
    expect(withHebrewInterface(SCRIPT)).toBe(
      "AQ=`en-US`,jQ=`he,en-US`.split(`,`),MQ=()=>`he`," +
        "USe=`${iP}@${rP}/locales`,WSe=5e3,NQ=`sveltia-cms.locale`,PQ=new Map,FQ=GA(),IQ=GA()," +
        "LQ=()=>!1,RQ=async e=>{if(LQ())try{let{_locale:t,_version:n,...r}=await ek.get(NQ)??{};",
    );
  });

  it("stops the build when the script chooses or loads its language some other way", () => {
    expect(() => withHebrewInterface(SCRIPT.replace("`.split(`,`)", "`.split(`;`)"))).toThrow(/list of languages 0/);
    expect(() => withHebrewInterface(SCRIPT.replace("?e:AQ}", "?e:`en`}"))).toThrow(/chooses by itself 0/);
    expect(() => withHebrewInterface(SCRIPT.replace("LQ=()=>!0", "LQ=()=>cache"))).toThrow(/language file 0/);
    expect(() => withHebrewInterface(SCRIPT.replace("/locales`", "/i18n`"))).toThrow(/language files 0/);
    expect(() => withHebrewInterface(`${SCRIPT}${SCRIPT}`)).toThrow(/2 times, not once/);
  });

  it("finds each part once in the installed version of Sveltia", () => {
    const installed = path.resolve(__dirname, "../../../node_modules/@sveltia/cms/dist/sveltia-cms.js");
    const script = fs.readFileSync(installed, "utf8");
    const hebrew = withHebrewInterface(script);
    expect(hebrew).toContain("`he,en-US`.split(`,`)");
    expect(hebrew.length - script.length).toBeLessThan(0);
  });
});

describe("hebrewStringsPath", () => {
  it("is where the script fetches a language's file from the editor's copy of its package", () => {
    expect(hebrewStringsPath("package", "0.221.1")).toBe(path.join("package@0.221.1", "locales", "he.json"));
  });
});
