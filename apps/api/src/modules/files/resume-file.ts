import { profileMessages } from "@site/contract/api/accounts";
import { RESUME_MAX_BYTES, type ResumeExtension, resumeTypes } from "@site/contract/fields";
import { fileTypeFromBuffer } from "file-type";
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "#api/http/errors.ts";
import { safeFileName } from "./download-name.ts";

export interface ResumeFile {
  bytes: Buffer;
  name: string;
  extension: string;
  contentType: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a `data:[type][;base64],…` URL; refuses anything else with a clear message. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.-]+)*);base64,(.*)$/s.exec(dataUrl.trim());
  const payload = match?.[3]?.replace(/\s+/g, "");
  if (!payload || payload.length % 4 !== 0 || !BASE64.test(payload))
    throw new BadRequest(profileMessages.brokenDataUrl);
  // Cheap size check before decoding: 4 base64 characters carry 3 bytes.
  if (
    (payload.length / 4) * 3 - (payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0) >
    RESUME_MAX_BYTES
  ) {
    throw new PayloadTooLarge(profileMessages.fileTooLarge);
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length === 0) throw new BadRequest(profileMessages.brokenDataUrl);
  return bytes;
}

/** A name with a path is refused rather than silently cut. */
function refusePath(name: string): void {
  if (/[/\\]/.test(name) || name.includes("..")) throw new BadRequest(profileMessages.pathInFileName);
}

/** The types file-type recognises by magic bytes; DOC and TXT are recognised below. */
const byMagic: readonly ResumeExtension[] = ["pdf", "docx", "odt", "rtf"];
const isByMagic = (ext: string): ext is ResumeExtension => (byMagic as readonly string[]).includes(ext);

/** A Word 97-2003 file is an OLE compound file with a "WordDocument" stream (UTF-16 name). */
function isWordDocument(bytes: Buffer): boolean {
  const cfb = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes.subarray(0, 8).equals(cfb) && bytes.includes(Buffer.from("WordDocument", "utf16le"));
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Recognises a resume by its content (magic bytes), never by its name. */
export async function detectResumeType(
  bytes: Buffer,
): Promise<{ extension: ResumeExtension; contentType: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const typed = (extension: ResumeExtension) => ({ extension, contentType: resumeTypes[extension] });
  if (detected && isByMagic(detected.ext)) return typed(detected.ext);
  if ((detected?.ext === "cfb" || !detected) && isWordDocument(bytes)) return typed("doc");
  if (!detected && isPlainText(bytes)) return typed("txt");
  throw new UnsupportedMediaType(profileMessages.unsupportedFile);
}

/** The upload's bytes and type (by content), and the name it is stored and served under. */
export async function readResume(fileName: string, dataUrl: string): Promise<ResumeFile> {
  refusePath(fileName);
  const bytes = decodeDataUrl(dataUrl);
  const { extension, contentType } = await detectResumeType(bytes);
  return { bytes, name: safeFileName(fileName, extension), extension, contentType };
}
