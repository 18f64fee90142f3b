import { plainForms } from "./words.ts";

/**
 * Words that name the visitor's own things rather than a topic our pages lack (issue #31,
 * decision 120): a place ("pointed at frankfurt region", "we're in sydney") and a kind of file
 * ("release tarballs", "a zip"). Like a path or a file name (valueWords), such a word is never the
 * missing key term a decline names; the rest of the question decides.
 */

/** The places of AWS regions (the AWS extension takes any region), as AWS names them. */
const AWS_REGION_PLACES =
  "virginia ohio california oregon montreal calgary frankfurt ireland london paris stockholm milan zurich spain madrid tokyo seoul osaka singapore sydney melbourne mumbai hyderabad jakarta bahrain uae dubai israel tel aviv cape town hong kong sao paulo mexico malaysia thailand taiwan auckland";

/** Kinds of file a visitor ships or keeps: their own file, as a path is. */
const FILE_KINDS =
  "tarball tarballs tgz zip zips zipfile archive archives artifact artifacts binary binaries jar jars wheel wheels rpm rpms deb debs dmg msi exe installer installers bundle bundles blob blobs dump dumps csv json yaml yml xml ini toml txt log logs";

/** Place names of the IANA time zones Node knows ("Europe/Berlin" → "berlin", "America/New_York" → "new", "york"). */
function timeZonePlaces(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones
    .filter((zone) => !zone.startsWith("Etc/"))
    .flatMap((zone) =>
      zone
        .split("/")
        .slice(1)
        .flatMap((part) => part.toLowerCase().split("_")),
    );
}

const OWN = new Set(
  [...AWS_REGION_PLACES.split(" "), ...FILE_KINDS.split(" "), ...timeZonePlaces()].filter(
    (w) => w.length > 2,
  ),
);

/** A place or a kind of file ("tarballs" as "tarball"): the visitor's own, never the term our pages lack. */
export function isOwnTerm(word: string): boolean {
  return OWN.has(word) || plainForms(word).some((w) => OWN.has(w));
}
