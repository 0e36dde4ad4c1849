/**
 * A fragment as a test's fixture writes it: a field the fragment may give as null may be left out, and then reads as
 * absent, as null does. So a new optional field of the content model needs no line in the fixtures.
 */
export type FixtureOf<Fragment> = {
  [Key in keyof Fragment as null extends Fragment[Key] ? never : Key]: Fragment[Key];
} & {
  [Key in keyof Fragment as null extends Fragment[Key] ? Key : never]?: Fragment[Key];
};
