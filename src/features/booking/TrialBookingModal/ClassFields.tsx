import React from "react";
import { CLASS_GROUPS } from "@/content/fixed-lists";
import { classesForSport, type BookingField, type BookingValues } from "@/features/booking/rules";
import type { TrialClass } from "@/features/booking/useTrialClasses";
import { joinHebrew, shortDayName } from "@/lib/class-groups";
import { groupName } from "@/lib/schedule";
import { fillTemplate } from "@/lib/templates";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./TrialBookingModal.module.scss";

interface Props {
  classes: readonly TrialClass[];
  values: BookingValues;
  refs: { classSlug: React.RefObject<HTMLSelectElement>; group: React.RefObject<HTMLSelectElement> };
  fieldId: (field: BookingField) => string;
  onChange: (field: BookingField) => (event: React.ChangeEvent<HTMLSelectElement>) => void;
  invalidProps: (field: BookingField) => object;
  message: (field: BookingField) => React.ReactNode;
}

/** "גילאי 7–12 (ראשון ושלישי)": a group and the days it meets, so that the date can be chosen to fit. */
const groupOption = (template: string, name: string, group: TrialClass["groups"][number]) =>
  fillTemplate(template, { group: groupName(name), days: joinHebrew(group.days.map(shortDayName)) });

/**
 * The try-out's class (those of the chosen sport, by menu group) and, when the class has several groups, which
 * one: the date must then be a day that group meets.
 */
export function ClassFields({ classes, values, refs, fieldId, onChange, invalidProps, message }: Props) {
  const { menus, trialForm: texts } = useUiTexts();
  const offered = classesForSport(classes, values.sport);
  const chosen = classes.find((entry) => entry.slug === values.classSlug);
  const namedGroups = chosen && chosen.groups.length > 1 ? chosen.groups : [];
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
          {CLASS_GROUPS.map((menuGroup) => {
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
      {namedGroups.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={fieldId("group")}>{texts.groupLabel}</label>
          <select
            ref={refs.group}
            id={fieldId("group")}
            name="group"
            required
            value={values.group}
            onChange={onChange("group")}
            {...invalidProps("group")}
          >
            <option value="">{texts.chooseGroup}</option>
            {namedGroups.map((group) => (
              <option key={group.name ?? ""} value={group.name ?? ""}>
                {groupOption(texts.groupOption, group.name ?? "", group)}
              </option>
            ))}
          </select>
          {message("group")}
        </div>
      )}
    </>
  );
}
