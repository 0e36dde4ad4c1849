import React from "react";
import { MENU_GROUPS } from "@/content/fixed-lists";
import { classesForSport, type BookingField, type BookingValues } from "@/features/booking/rules";
import type { TrialClass } from "@/features/booking/useTrialClasses";
import { joinList, shortDayName } from "@/content/format";
import { ageGroupName } from "@/lib/schedule";
import { fillTemplate } from "@/lib/templates";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./TrialBookingModal.module.scss";
import { useLanguage } from "@/language/useLanguage";
import type { Language } from "@/language/language";

interface Props {
  classes: readonly TrialClass[];
  values: BookingValues;
  refs: { classSlug: React.RefObject<HTMLSelectElement>; ageGroup: React.RefObject<HTMLSelectElement> };
  fieldId: (field: BookingField) => string;
  onChange: (field: BookingField) => (event: React.ChangeEvent<HTMLSelectElement>) => void;
  invalidProps: (field: BookingField) => object;
  message: (field: BookingField) => React.ReactNode;
}

/** "גילאי 7–12 (ראשון ושלישי)": an age group and the days it meets, so that the date can be chosen to fit. */
const ageGroupOption = (
  template: string,
  name: string,
  ageGroup: TrialClass["ageGroups"][number],
  language: Language,
) =>
  fillTemplate(template, {
    group: ageGroupName(name),
    days: joinList(
      ageGroup.days.map((day) => shortDayName(day, language)),
      language,
    ),
  });

/**
 * The try-out's class (those of the chosen sport, by menu group) and, when the class has several age groups, which
 * one: the date must then be a day that age group meets.
 */
export function ClassFields({ classes, values, refs, fieldId, onChange, invalidProps, message }: Props) {
  const { menus, trialClassChoice: texts } = useUiTexts();
  const language = useLanguage();
  const offered = classesForSport(classes, values.sport);
  const chosen = classes.find((entry) => entry.slug === values.classSlug);
  const namedAgeGroups = chosen && chosen.ageGroups.length > 1 ? chosen.ageGroups : [];
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fieldId("classSlug")}>{texts.classLabel}</label>
        <select
          ref={refs.classSlug}
          id={fieldId("classSlug")}
          name="class"
          value={values.classSlug}
          onChange={onChange("classSlug")}
          {...invalidProps("classSlug")}
        >
          <option value="">{texts.noClass}</option>
          {MENU_GROUPS.map((menuGroup) => {
            const inGroup = offered.filter((entry) => entry.menuGroup === menuGroup);
            return inGroup.length === 0 ? null : (
              <optgroup key={menuGroup} label={menus[menuGroup]}>
                {inGroup.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {entry.title}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        {message("classSlug")}
      </div>
      {namedAgeGroups.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={fieldId("ageGroup")}>{texts.ageGroupLabel}</label>
          <select
            ref={refs.ageGroup}
            id={fieldId("ageGroup")}
            name="ageGroup"
            required
            value={values.ageGroup}
            onChange={onChange("ageGroup")}
            {...invalidProps("ageGroup")}
          >
            <option value="">{texts.chooseAgeGroup}</option>
            {namedAgeGroups.map((ageGroup) => (
              <option key={ageGroup.name ?? ""} value={ageGroup.name ?? ""}>
                {ageGroupOption(texts.ageGroupOption, ageGroup.name ?? "", ageGroup, language)}
              </option>
            ))}
          </select>
          {message("ageGroup")}
        </div>
      )}
    </>
  );
}
