import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StudioApiProject, studioApiProject } from "../../tests/support/studio-api.ts";

// Every request's body is limited: JSON to 2 MB, an upload to 10 MB, cut as it comes in rather
// than read whole first; an empty or not-a-picture upload is a 400 with a sentence, never a 500.

const MB = 1024 * 1024;
const BOUNDARY = "studio-test-boundary";

let project: StudioApiProject;
beforeAll(() => {
  project = studioApiProject();
});
afterAll(() => project.remove());

function multipartHead(name: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nteam\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
}
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A multipart upload of `size` bytes made as it is read, counting what the studio reads of it. */
function streamedUpload(size: number): { body: ReadableStream<Uint8Array>; read: () => number } {
  const chunk = new Uint8Array(256 * 1024).fill(0x61);
  let sent = 0;
  let read = 0;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        const head = multipartHead("big.png");
        read += head.length;
        controller.enqueue(head);
      }
      if (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        read += part.length;
        controller.enqueue(part);
      } else if (!ended) {
        ended = true;
        controller.enqueue(multipartTail);
        controller.close();
      }
    },
  });
  return { body, read: () => read };
}

function upload(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
  const form = new FormData();
  form.set("folder", "team");
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return project.request("/images", { method: "POST", body: form });
}

async function sentence(response: Response): Promise<string> {
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(/^[A-Z'`a-z].+\.$/);
  return body.message;
}

describe("request limits", () => {
  it("refuses a 3 MB JSON body with 413", async () => {
    const answer = await project.json("POST", "/save", {
      file: "content/industries/finance.yaml",
      data: { title: "x".repeat(3 * MB) },
      version: "0",
    });
    expect(answer.status).toBe(413);
    expect(await sentence(answer)).toBe("The request is too big: the studio reads requests up to 2 MB.");
  });

  it("refuses an 11 MB upload with 413", async () => {
    const answer = await upload("big.png", new Uint8Array(11 * MB));
    expect(answer.status).toBe(413);
    expect(await sentence(answer)).toBe("The picture is too big: the limit is 10 MB.");
  });

  it("cuts a 100 MB upload of unknown length at the limit instead of reading it whole", async () => {
    const { body, read } = streamedUpload(100 * MB);
    const answer = await project.request("/images", {
      method: "POST",
      body,
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: "half",
    } as RequestInit);
    expect(read()).toBeLessThan(11 * MB);
    expect(answer.status).toBe(413);
  });

  it("answers a 100 MB upload over HTTP with 413 before the body is all sent, holding little memory", async () => {
    const server: Server = createServer(getRequestListener(project.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const total = 100 * MB;
    const rssBefore = process.memoryUsage().rss;
    let written = 0;
    let rssPeak = rssBefore;
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/_studio/api/images",
          headers: {
            "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
            "Content-Length": String(total),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          sent.destroy();
        },
      );
      sent.on("error", (error) => (written < total ? undefined : reject(error)));
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const write = () => {
        while (written < total && !sent.destroyed) {
          written += chunk.length;
          rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
          if (!sent.write(chunk)) return void sent.once("drain", write);
        }
        if (written >= total) sent.end();
      };
      write();
    });
    await new Promise((resolve) => server.close(resolve));
    expect(written).toBeLessThan(total);
    expect(rssPeak - rssBefore).toBeLessThan(60 * MB);
    expect(status).toBe(413);
  });

  it("refuses an empty upload with 400 and a sentence", async () => {
    const empty = await upload("empty.png", new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await sentence(empty)).toBe("empty.png is empty: choose a picture to upload.");
  });

  it("refuses a text file named .png with 400 and a sentence", async () => {
    const text = await upload("notes.png", new TextEncoder().encode("Not a picture at all.\n"));
    expect(text.status).toBe(400);
    expect(await sentence(text)).toBe("notes.png is not a JPEG, PNG, WebP, AVIF or GIF picture.");
  });

  it("still takes a picture under the limit", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const answer = await upload("Team Photo.png", new Uint8Array(png));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, path: "team/team-photo.png" });
  });
});
