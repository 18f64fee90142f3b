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
  return (
    <>
      <Group legend={jobsCopy.groups.work}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={f.employmentType}
            options={optionsOf(employmentTypes, jobFactLabels.employmentType)}
            emptyLabel={jobsCopy.notGiven}
            error={fieldError("employmentType")}
            {...register("employmentType")}
          />
          <SelectField
            label={f.workplace}
            options={optionsOf(workplaces, jobFactLabels.workplace)}
            emptyLabel={jobsCopy.notGiven}
            error={fieldError("workplace")}
            {...register("workplace")}
          />
          <SelectField
            label={f.seniority}
            options={optionsOf(seniorities, seniorityLabels)}
            emptyLabel={jobsCopy.seniorityFromTitle}
            hint={jobsCopy.seniorityHint}
            error={fieldError("seniority")}
            {...register("seniority")}
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
        <TextField label={f.department} error={fieldError("department")} {...register("department")} />
      </Group>

      <Group legend={jobsCopy.groups.place}>
        <TextField
          label={f.jobLocation}
          hint={jobsCopy.locationHint}
          required
          error={fieldError("jobLocation")}
          {...register("jobLocation")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={f.jobCity} error={fieldError("jobCity")} {...register("jobCity")} />
          <SelectField
            label={f.jobCountry}
            options={countryOptions()}
            emptyLabel={jobsCopy.notGiven}
            error={fieldError("jobCountry")}
            {...register("jobCountry")}
          />
        </div>
      </Group>

      <Group legend={jobsCopy.groups.pay}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={f.salaryMin}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={fieldError("salaryMin")}
            {...register("salaryMin")}
          />
          <TextField
            label={f.salaryMax}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={fieldError("salaryMax")}
            {...register("salaryMax")}
          />
          <SelectField
            label={f.salaryCurrency}
            options={currencyOptions()}
            emptyLabel={jobsCopy.notGiven}
            error={fieldError("salaryCurrency")}
            {...register("salaryCurrency")}
          />
          <SelectField
            label={f.salaryPeriod}
            options={optionsOf(salaryPeriods, jobFactLabels.salaryPeriod)}
            error={fieldError("salaryPeriod")}
            {...register("salaryPeriod")}
          />
        </div>
        <TextField
          label={f.jobSalary}
          hint={jobsCopy.salaryHint}
          error={fieldError("jobSalary")}
          {...register("jobSalary")}
        />
      </Group>

      <TextField
        label={f.validThrough}
        type="date"
        hint={jobsCopy.validThroughHint}
        error={fieldError("validThrough")}
        {...register("validThrough")}
      />
    </>
  );
}
