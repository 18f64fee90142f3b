import type { MailMessage } from "../../platform/mail/outbox.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(title: string, paragraphs: string[], code: string, link: string, action: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:0 0 16px">${escapeHtml(code)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#475569;margin:0">The code expires in 30 minutes. If you did not ask for it, ignore this e-mail.</p>
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
    text: `Someone asked to reset the password of this account.\n\nYour code is ${code}.\n\nOpen this link to confirm the new password:\n${link}\n\nThe code expires in 30 minutes. If it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout(
      "Reset your password",
      ["Someone asked to reset the password of this account. Your code is:"],
      code,
      link,
      "Confirm the new password",
    ),
  };
}
