#!/usr/bin/env node
// The CLI is written in TypeScript; tsx's loader runs it without a separate compile step.
import { register } from "tsx/esm/api";

register();
await import("../cli/index.ts");
