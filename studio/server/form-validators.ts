import { createHash } from "node:crypto";
import { validatorModule } from "./validator-module.ts";

/** Under the studio's assets: served by its own server, behind its guard, like its page's script. */
export const VALIDATORS_PATH = "/_studio/assets/validators/";

interface Kept {
  schema: Record<string, unknown>;
  module?: Promise<string>;
}

/**
 * The forms' validator modules, one per form schema, named by the schema's hash and kept in memory:
 * a schema edited while the studio runs gets a new address. A module is made when the page first
 * asks for it.
 */
export class FormValidators {
  readonly #kept = new Map<string, Kept>();

  /** The address of `schema`'s validator module. */
  addressOf(schema: Record<string, unknown>): string {
    const hash = createHash("sha256").update(JSON.stringify(schema)).digest("hex").slice(0, 20);
    if (!this.#kept.has(hash)) this.#kept.set(hash, { schema });
    return `${VALIDATORS_PATH}${hash}.js`;
  }

  /** The module at the address `path`, if it is one `addressOf` gave. */
  moduleAt(path: string): Promise<string> | undefined {
    if (!path.startsWith(VALIDATORS_PATH) || !path.endsWith(".js")) return undefined;
    const kept = this.#kept.get(path.slice(VALIDATORS_PATH.length, -".js".length));
    if (!kept) return undefined;
    if (!kept.module) {
      const module = validatorModule(kept.schema);
      // A module that failed is made again when next asked for.
      module.catch(() => {
        if (kept.module === module) delete kept.module;
      });
      kept.module = module;
    }
    return kept.module;
  }
}
