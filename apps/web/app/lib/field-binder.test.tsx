import { act, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { TextField } from "#web/components/text-field";
import { fieldBinder } from "./field-binder";

/** A form with one nested field; `required` gives the field a rule of its own. */
function NameForm({ required }: { required?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { person: { name: "" } } });
  const field = fieldBinder(register, errors);
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <TextField
        label="Name"
        {...field("person.name")}
        {...(required ? register("person.name", { required }) : {})}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("fieldBinder", () => {
  it("registers the field under its (nested) name, with no message while it is valid", () => {
    render(<NameForm />);
    const input = screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;
    expect(input.name).toBe("person.name");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the field's message at the field once the form refuses it", async () => {
    render(<NameForm required="Please give a name." />);
    await act(async () => screen.getByRole("button", { name: "Save" }).click());
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Please give a name.")).toBeTruthy();
  });
});
