declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.woff2" {
  const url: string;
  export default url;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
