import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * A phone's photo as the owner takes it, made in the test: 12 MP (3024 by 4032, a phone held upright) of random noise,
 * which JPEG cannot make small, at a phone camera's quality: about 12 MB.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 3024;
  const height = 4032;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A picture's format, size in pixels and weight in bytes. */
export async function pictureFacts(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, bytes: bytes.length };
}
