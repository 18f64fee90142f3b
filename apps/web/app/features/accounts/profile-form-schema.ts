import { ethnicityLabels, genderLabels } from "@site/content/accounts/profile";
import { ethnicityOptions, genderOptions, type Profile, profileUpdate } from "@site/contract/api/accounts";
import type { z } from "zod";
import type { SelectOption } from "#web/components/select-field";

/**
 * The edit form's rules are the contract's own `updated_data` schema, so the form and the
 * server agree; the e-mail address is shown read-only and never sent, so it is left out.
 */
export const profileFormSchema = profileUpdate.omit({ emailAddress: true });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** The editable fields, in the order of the form (and of `updated_data`): the schema's own. */
export type EditableField = keyof ProfileFormInput;
export const editableFields = Object.keys(profileFormSchema.shape) as EditableField[];

export const genderSelectOptions: SelectOption[] = genderOptions.map((value) => ({
  value,
  label: genderLabels[value],
}));
export const ethnicitySelectOptions: SelectOption[] = ethnicityOptions.map((value) => ({
  value,
  label: ethnicityLabels[value],
}));

function oneOf<T extends string>(options: readonly T[], value: string): T | "" {
  return options.find((option) => option === value) ?? "";
}

/** The form's starting values: the saved profile (a value outside the option lists starts empty). */
export function formValuesOf(profile: Profile): ProfileFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    company: profile.company,
    title: profile.title,
    citizenshipStatus: profile.citizenshipStatus,
    description: profile.description,
    gender: oneOf(genderOptions, profile.gender),
    ethnicity: oneOf(ethnicityOptions, profile.ethnicity),
  };
}
