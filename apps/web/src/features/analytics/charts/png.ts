import { downloadBlob } from '@/features/analytics/charts/csv';

export type PngLegendItem = { label: string; color: string };

export type PngOptions = {
  fileName: string;
  title: string;
  /** A line under the title (board, range, time zone). */
  subtitle?: string;
  legend?: readonly PngLegendItem[];
  background: string;
  foreground: string;
  muted: string;
};

const SCALE = 2;
const PAD = 16;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * A standalone copy of a chart's SVG: concrete colours (CSS variables and `currentColor` do not
 * resolve inside an image), a size, and the page's font.
 */
export function standaloneSvg(
  svg: SVGSVGElement,
  foreground: string,
): { markup: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width || Number(svg.getAttribute('width')) || 600));
  const height = Math.max(1, Math.round(box.height || Number(svg.getAttribute('height')) || 300));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.style.fontFamily = FONT;
  clone.style.color = foreground;
  const originals = svg.querySelectorAll('*');
  clone.querySelectorAll('*').forEach((element, index) => {
    const original = originals[index];
    for (const attribute of ['fill', 'stroke', 'stop-color'] as const) {
      const value = element.getAttribute(attribute);
      if (!value || !(value.includes('var(') || value === 'currentColor')) continue;
      const computed = original ? getComputedStyle(original).getPropertyValue(attribute) : '';
      element.setAttribute(attribute, computed && !computed.includes('var(') ? computed : foreground);
    }
  });
  return { markup: new XMLSerializer().serializeToString(clone), width, height };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/** The words of a line, wrapped to the width. */
function wrapText(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Legend rows that fit the width: [label, colour, x] per item. */
function layoutLegend(
  context: CanvasRenderingContext2D,
  legend: readonly PngLegendItem[],
  width: number,
): { item: PngLegendItem; x: number; row: number }[] {
  const placed: { item: PngLegendItem; x: number; row: number }[] = [];
  let x = PAD;
  let row = 0;
  for (const item of legend) {
    const itemWidth = 14 + context.measureText(item.label).width + 16;
    if (x + itemWidth > width - PAD && x > PAD) {
      row += 1;
      x = PAD;
    }
    placed.push({ item, x, row });
    x += itemWidth;
  }
  return placed;
}

/** Renders the chart's SVG on a canvas under its title and legend, and downloads it as PNG. */
export async function downloadChartPng(svg: SVGSVGElement, options: PngOptions): Promise<void> {
  const { markup, width, height } = standaloneSvg(svg, options.foreground);
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) throw new Error('canvas');
  measure.font = `12px ${FONT}`;
  const subtitle = options.subtitle ? wrapText(measure, options.subtitle, width - 2 * PAD) : [];
  const legend = layoutLegend(measure, options.legend ?? [], width);
  const legendRows = legend.length > 0 ? Math.max(...legend.map((entry) => entry.row)) + 1 : 0;
  const header = PAD + 22 + subtitle.length * 18 + legendRows * 20 + 8;

  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = (header + height + PAD) * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.scale(SCALE, SCALE);
  context.fillStyle = options.background;
  context.fillRect(0, 0, width, header + height + PAD);
  context.textBaseline = 'top';
  context.fillStyle = options.foreground;
  context.font = `600 16px ${FONT}`;
  context.fillText(options.title, PAD, PAD);
  let y = PAD + 22;
  context.fillStyle = options.muted;
  context.font = `12px ${FONT}`;
  for (const line of subtitle) {
    context.fillText(line, PAD, y);
    y += 18;
  }
  context.font = `12px ${FONT}`;
  for (const { item, x, row } of legend) {
    context.fillStyle = item.color;
    context.fillRect(x, y + row * 20 + 1, 10, 10);
    context.fillStyle = options.foreground;
    context.fillText(item.label, x + 14, y + row * 20);
  }

  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    context.drawImage(image, 0, header, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('png');
  downloadBlob(blob, options.fileName);
}
