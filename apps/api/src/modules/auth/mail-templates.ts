import type { MailMessage } from "../../platform/mail/outbox.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const CODE_FOOTER = "The code expires in 30 minutes. If you did not ask for it, ignore this e-mail.";

function layout(
  title: string,
  paragraphs: string[],
  code: string | undefined,
  link: string,
  action: string,
  footer = CODE_FOOTER,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const codeLine = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:0 0 16px">${escapeHtml(code)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${codeLine}
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
${footer ? `<p style="font-size:12px;color:#475569;margin:0">${escapeHtml(footer)}</p>` : ""}
</div></body></html>`;
}

export function verificationMail(to: string, code: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/request-registration?${new URLSearchParams({ verify: "1", email: to, token: code })}`;
  return {
    to,
    subject: `Your verification code: ${code}`,
    text: `Welcome!\n\nYour verification code is ${code}.\n\nOpen this link to verify your e-mail address:\n${link}\n\nThe code expires in 30 minutes. If you did not register, ignore this e-mail.\n`,
    html: layout(
      "Verify your e-mail address",
      ["Welcome! Your verification code is:"],
      code,
      link,
      "Verify my e-mail",
    ),
  };
}

export function passwordResetMail(to: string, code: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/request-reset-pw?${new URLSearchParams({ email: to, token: code })}`;
  return {
    to,
    subject: `Your password reset code: ${code}`,
    text: `Someone asked to reset the password of this account.\n\nYour code is ${code}.\n\nOpen this link to choose a new password:\n${link}\n\nThe code expires in 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      "Reset your password",
      ["Someone asked to reset the password of this account. Your code is:"],
      code,
      link,
      "Choose a new password",
    ),
  };
}

export function passwordChangedMail(to: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/request-reset-pw`;
  const said = "The password of your account was just changed, and every signed-in device was signed out.";
  const ifNot = "If you did not do this, reset your password now and tell the site's administrator.";
  return {
    to,
    subject: "Your password was changed",
    text: `${said}\n\n${ifNot}\n${link}\n`,
    html: layout("Your password was changed", [said, ifNot], undefined, link, "Reset my password", ""),
  };
}

export function signInAlertMail(to: string, baseUrl: string): MailMessage {
  const link = `${baseUrl}/request-reset-pw`;
  const said =
    "Several wrong passwords were just entered for your account, so further tries are being slowed down.";
  const ifNot =
    "If it was you, wait a little and try again. If not, nobody got in; if your password is weak or used elsewhere, choose a new one.";
  return {
    to,
    subject: "Someone is trying to sign in to your account",
    text: `${said}\n\n${ifNot}\n${link}\n`,
    html: layout(
      "Someone is trying to sign in to your account",
      [said, ifNot],
      undefined,
      link,
      "Choose a new password",
      "",
    ),
  };
}
