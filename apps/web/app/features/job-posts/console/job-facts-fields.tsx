import { jobsCopy } from "@site/content/job-posts/console";
import { jobFactLabels } from "@site/content/job-posts/jobs";
import { seniorities, seniorityLabels } from "@site/contract/job-seniority";
import { employmentTypes, salaryPeriods, workplaces } from "@site/contract/job-structure";
import type { ReactNode } from "react";
import { type Control, type UseFormRegister, useWatch } from "react-hook-form";
import { Field } from "#web/components/field";
import { SelectField } from "#web/components/select-field";
import { TextField } from "#web/components/text-field";
import { countryOptions, currencyOptions } from "#web/lib/country-names";
import type { JobField, JobFormInput, JobFormValues } from "./job-form-schema";

const f = jobsCopy.fields;
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface JobFactsFieldsProps {
  register: UseFormRegister<JobFormInput>;
  control: Control<JobFormInput, unknown, JobFormValues>;
  fieldError: (name: JobField) => string | undefined;
}

/** The structured facts of a job: employment type and workplace, place, pay and closing date. */
export function JobFactsFields({ register, control, fieldError }: JobFactsFieldsProps) {
  const workplace = useWatch({ control, name: "workplace" });
  const remoteScope = useWatch({ control, name: "remoteScope" });
  const countriesError = fieldError("remoteCountries");
  const field = (name: JobField) => ({ error: fieldError(name), ...register(name) });
  return (
    <>
      <Group legend={jobsCopy.groups.work}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={f.employmentType}
            options={optionsOf(employmentTypes, jobFactLabels.employmentType)}
            emptyLabel={jobsCopy.notGiven}
            {...field("employmentType")}
          />
          <SelectField
            label={f.workplace}
            options={optionsOf(workplaces, jobFactLabels.workplace)}
            emptyLabel={jobsCopy.notGiven}
            {...field("workplace")}
          />
          <SelectField
            label={f.seniority}
            options={optionsOf(seniorities, seniorityLabels)}
            emptyLabel={jobsCopy.seniorityFromTitle}
            hint={jobsCopy.seniorityHint}
            {...field("seniority")}
          />
        </div>
        {workplace === "remote" ? (
          <fieldset className="space-y-2">
            <legend className="font-medium text-slate-800 text-sm">{f.remoteScope}</legend>
            {(["anywhere", "countries"] as const).map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-slate-800">
                <input type="radio" value={scope} {...register("remoteScope")} />
                {jobsCopy.remoteScopes[scope]}
              </label>
            ))}
            {remoteScope === "countries" ? (
              <Field label={f.remoteCountries} hint={jobsCopy.countriesHint} error={countriesError}>
                {(controlProps) => (
                  <select
                    multiple
                    size={6}
                    {...controlProps}
                    {...register("remoteCountries")}
                    className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${countriesError ? "border-red-600" : "border-slate-300"}`}
                  >
                    {countryOptions().map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
          </fieldset>
        ) : null}
        <TextField label={f.department} {...field("department")} />
      </Group>

      <Group legend={jobsCopy.groups.place}>
        <TextField label={f.jobLocation} hint={jobsCopy.locationHint} required {...field("jobLocation")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={f.jobCity} {...field("jobCity")} />
          <SelectField
            label={f.jobCountry}
            options={countryOptions()}
            emptyLabel={jobsCopy.notGiven}
            {...field("jobCountry")}
          />
        </div>
      </Group>

      <Group legend={jobsCopy.groups.pay}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["salaryMin", "salaryMax"] as const).map((amount) => (
            <TextField
              key={amount}
              label={f[amount]}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...field(amount)}
            />
          ))}
          <SelectField
            label={f.salaryCurrency}
            options={currencyOptions()}
            emptyLabel={jobsCopy.notGiven}
            {...field("salaryCurrency")}
          />
          <SelectField
            label={f.salaryPeriod}
            options={optionsOf(salaryPeriods, jobFactLabels.salaryPeriod)}
            {...field("salaryPeriod")}
          />
        </div>
        <TextField label={f.jobSalary} hint={jobsCopy.salaryHint} {...field("jobSalary")} />
      </Group>

      <TextField
        label={f.validThrough}
        type="date"
        hint={jobsCopy.validThroughHint}
        {...field("validThrough")}
      />
    </>
  );
}
