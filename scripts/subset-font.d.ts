/** The part of subset-font 2.9 used here (its @types package lags behind: no keepFeatures, no keepAllGlyphs). */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
}
