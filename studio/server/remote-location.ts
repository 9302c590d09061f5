import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** A remote's address as the studio shows it: never a password or token, and a folder said as one. */
export interface RemoteLocation {
  where: string;
  folder: boolean;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** git reads `host:path` (a colon before any slash) as SSH, except a Windows drive such as `C:\`. */
const SCP_LIKE = /^[^/\\]*:/;
const WINDOWS_DRIVE = /^[a-z]:[\\/]/i;

/** Where a remote's `url` (as `git remote get-url` gives it) points, relative paths from `root`. */
export function remoteLocation(url: string, root: string): RemoteLocation {
  if (/^file:\/\//i.test(url)) return { where: fileURLToPath(url), folder: true };
  if (SCHEME.test(url)) {
    try {
      const address = new URL(url);
      address.password = "";
      // Over HTTP the user name is often a token itself (https://TOKEN@host/…).
      if (/^https?:$/.test(address.protocol)) address.username = "";
      return { where: address.toString(), folder: false };
    } catch {
      return { where: url.replace(/\/\/[^/@]*@/, "//"), folder: false };
    }
  }
  if (SCP_LIKE.test(url) && !WINDOWS_DRIVE.test(url)) return { where: url, folder: false };
  return { where: isAbsolute(url) ? url : resolve(root, url), folder: true };
}
