declare module "virtual:islands-entry" {
  /** The URL of the public pages' script (apps/web/islands-plugin.ts); empty in the browser bundle. */
  const url: string;
  export default url;
}
