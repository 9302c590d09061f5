import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { useEffect, useState } from "react";
import type { OpenedEntry } from "../shared/api-types.ts";
import { messageOf } from "./api.ts";

/** Each validator module once per page, by its address (named by its schema's hash). */
const modules = new Map<string, Promise<ValidatorFunctions>>();

function load(address: string): Promise<ValidatorFunctions> {
  let module = modules.get(address);
  if (!module) {
    module = (import(address) as Promise<{ default: ValidatorFunctions }>).then((loaded) => loaded.default);
    module.catch(() => modules.delete(address));
    modules.set(address, module);
  }
  return module;
}

type Loaded = { address: string } & ({ validator: ValidatorType } | { error: string });

/**
 * The form's validator: the functions the server compiled from the entry's schema (the page
 * compiles none, so its policy forbids eval), or why they could not be loaded; undefined meanwhile.
 * A reload of the same entry keeps it, and so keeps the form in place.
 */
export function useFormValidator(entry: OpenedEntry | undefined): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const address = entry?.validator;
  const schema = entry?.schema;
  useEffect(() => {
    if (address === undefined || schema === undefined) return;
    let current = true;
    load(address).then(
      (functions) => {
        if (current)
          setLoaded({ address, validator: createPrecompiledValidator(functions, schema as RJSFSchema) });
      },
      (error: unknown) => {
        if (current)
          setLoaded({ address, error: `The form's checks could not be loaded: ${messageOf(error)}` });
      },
    );
    return () => {
      current = false;
    };
  }, [address, schema]);
  return loaded?.address === address ? loaded : undefined;
}
