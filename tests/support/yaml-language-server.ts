import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CodeLensRequest,
  type CompletionItem,
  CompletionRequest,
  ConfigurationRequest,
  createProtocolConnection,
  type Diagnostic,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  type Hover,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  NotificationType,
  type Position,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  RequestType,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver-protocol/node.js";
import { parse } from "yaml";

/**
 * Red Hat's YAML language server, the one inside VS Code's YAML extension (redhat.vscode-yaml),
 * driven over stdio the way the extension drives it: the workspace is the project, the settings are
 * those of the project's .vscode/settings.json, answered when the server asks for them
 * (workspace/configuration), and the extension's own notifications follow `initialized`.
 */
export interface YamlLanguageServer {
  /** Opens a file (relative to the project) with its text on disk, or `text`; resolves with its diagnostics. */
  open(file: string, text?: string): Promise<Diagnostic[]>;
  /** Replaces an open file's whole text, as an edit would; resolves with the diagnostics of the new text. */
  change(file: string, text: string): Promise<Diagnostic[]>;
  hover(file: string, position: Position): Promise<Hover | null>;
  completion(file: string, position: Position): Promise<CompletionItem[]>;
  stop(): Promise<void>;
}

/** The extension's notifications and requests beyond LSP (vscode-yaml's src/extension.ts). */
const schemaAssociations = new NotificationType<unknown[]>("json/schemaAssociations");
const registerCustomSchemaRequest = new NotificationType<void>("yaml/registerCustomSchemaRequest");
const registerContentRequest = new NotificationType<void>("yaml/registerContentRequest");
const supportSchemaSelection = new NotificationType<void>("yaml/supportSchemaSelection");
const customSchemaRequest = new RequestType<string, string[], void>("custom/schema/request");

type Settings = Record<string, unknown>;

/**
 * What VS Code answers for a configuration section: the settings under `section.` as one object
 * (`yaml.schemas` → `{ schemas }`), or a language's block (`[yaml]`) as it is written.
 */
export function configurationSection(settings: Settings, section: string): unknown {
  if (section.startsWith("[")) return settings[section] ?? null;
  const nested: Settings = {};
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith(`${section}.`)) continue;
    const path = key.slice(section.length + 1).split(".");
    let target = nested;
    for (const step of path.slice(0, -1)) {
      target[step] ??= {};
      target = target[step] as Settings;
    }
    target[path.at(-1) as string] = value;
  }
  return nested;
}

function serverEntry(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve("yaml-language-server/package.json"), "..", "bin", "yaml-language-server");
}

/** Starts the server on the project at `root`; resolves once the project's settings are in force. */
export async function startYamlLanguageServer(root: string): Promise<YamlLanguageServer> {
  // VS Code's settings are JSON with comments; YAML reads JSON and comments alike.
  const settings = parse(readFileSync(join(root, ".vscode/settings.json"), "utf8")) as Settings;
  // The schema store is a catalogue fetched from the network; it ranks below `yaml.schemas`, so
  // it takes nothing from the project's files, and these tests stay offline without it.
  const yaml = { ...(configurationSection(settings, "yaml") as Settings), schemaStore: { enable: false } };

  const child: ChildProcess = spawn(process.execPath, [serverEntry(), "--stdio"], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  if (!child.stdout || !child.stdin) throw new Error("yaml-language-server: no stdio");
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );

  const uriOf = (file: string): string => pathToFileURL(join(root, file)).href;
  const waiting = new Map<string, { resolve(diagnostics: Diagnostic[]): void; reject(error: Error): void }>();
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
    const waiter = waiting.get(uri);
    waiting.delete(uri);
    waiter?.resolve(diagnostics);
  });
  const nextDiagnostics = (file: string): Promise<Diagnostic[]> =>
    new Promise((resolve, reject) => {
      const uri = uriOf(file);
      if (waiting.has(uri)) reject(new Error(`${file}: already waiting for its diagnostics`));
      waiting.set(uri, { resolve, reject });
    });
  let stopping = false;
  child.once("exit", (code) => {
    if (stopping) return;
    const error = new Error(`yaml-language-server ended (exit code ${code}): ${stderr.trim()}`);
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  });

  connection.onRequest(ConfigurationRequest.type, ({ items }) =>
    items.map(({ section }) => (section === "yaml" ? yaml : configurationSection(settings, section ?? ""))),
  );
  connection.onRequest(RegistrationRequest.type, () => undefined);
  // No other extension contributes schemas.
  connection.onRequest(customSchemaRequest, () => []);
  connection.listen();

  const rootUri = pathToFileURL(root).href;
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: "project" }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        synchronization: { dynamicRegistration: true },
        completion: {
          completionItem: { snippetSupport: true, documentationFormat: ["markdown", "plaintext"] },
        },
        hover: { contentFormat: ["markdown", "plaintext"] },
        publishDiagnostics: { relatedInformation: true },
      },
    },
  });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendNotification(schemaAssociations, []);
  await connection.sendNotification(registerCustomSchemaRequest);
  await connection.sendNotification(registerContentRequest);
  await connection.sendNotification(supportSchemaSelection);
  // The server answers code lenses only once the settings it pulled are in force; the file need not be open.
  await connection.sendRequest(CodeLensRequest.type, {
    textDocument: { uri: uriOf("settings-applied.yaml") },
  });

  const versions = new Map<string, number>();
  return {
    async open(file, text) {
      const diagnostics = nextDiagnostics(file);
      versions.set(file, 1);
      await connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: {
          uri: uriOf(file),
          languageId: "yaml",
          version: 1,
          text: text ?? readFileSync(join(root, file), "utf8"),
        },
      });
      return diagnostics;
    },
    async change(file, text) {
      const version = (versions.get(file) ?? 0) + 1;
      if (version === 1) throw new Error(`${file} is not open`);
      versions.set(file, version);
      const diagnostics = nextDiagnostics(file);
      await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: uriOf(file), version },
        contentChanges: [{ text }],
      });
      return diagnostics;
    },
    hover: (file, position) =>
      connection.sendRequest(HoverRequest.type, { textDocument: { uri: uriOf(file) }, position }),
    async completion(file, position) {
      const result = await connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: uriOf(file) },
        position,
      });
      if (!result) return [];
      return Array.isArray(result) ? result : result.items;
    },
    async stop() {
      stopping = true;
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      connection.dispose();
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      if (stderr.trim()) console.warn(`yaml-language-server: ${stderr.trim()}`);
    },
  };
}
