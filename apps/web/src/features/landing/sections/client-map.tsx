import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';

type Continent = {
  key: 'southAmerica' | 'northAmerica' | 'europe' | 'africa' | 'asia' | 'oceania';
  clients: number;
  /** Rough outline on a 200 × 100 equirectangular canvas: centre and radii of an ellipse. */
  shape: { cx: number; cy: number; rx: number; ry: number };
};

/** Spec §1: 440+ clients, here by continent (the counts add up to 440). */
const continents: Continent[] = [
  { key: 'southAmerica', clients: 262, shape: { cx: 62, cy: 68, rx: 11, ry: 19 } },
  { key: 'northAmerica', clients: 68, shape: { cx: 45, cy: 30, rx: 24, ry: 15 } },
  { key: 'europe', clients: 64, shape: { cx: 103, cy: 26, rx: 11, ry: 8 } },
  { key: 'africa', clients: 18, shape: { cx: 107, cy: 58, rx: 13, ry: 18 } },
  { key: 'asia', clients: 20, shape: { cx: 146, cy: 32, rx: 31, ry: 16 } },
  { key: 'oceania', clients: 8, shape: { cx: 171, cy: 75, rx: 12, ry: 7 } },
];

const maxClients = Math.max(...continents.map((continent) => continent.clients));

/** Client map by continent (spec §2): a decorative inline SVG; the list beside it carries the data. */
export function ClientMap() {
  const { t } = useTranslation();
  return (
    <section id="clientes" aria-labelledby="clients-title" className="scroll-mt-28 border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="clients-title"
          title={t('site.landing.clients.title')}
          subtitle={t('site.landing.clients.subtitle')}
        />
        <div className="mt-10 grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
          <svg viewBox="0 0 200 100" aria-hidden="true" className="h-auto w-full rounded-2xl border bg-muted/40">
            {continents.map(({ key, shape }) => (
              <ellipse key={key} {...shape} className="fill-muted-foreground/15" />
            ))}
            {continents.map(({ key, clients, shape }) => (
              <g key={key}>
                <circle
                  cx={shape.cx}
                  cy={shape.cy}
                  r={2 + Math.sqrt(clients / maxClients) * 8}
                  className="fill-primary/70 stroke-background"
                  strokeWidth={0.6}
                />
                <text
                  x={shape.cx}
                  y={shape.cy}
                  dy="0.35em"
                  textAnchor="middle"
                  className="fill-primary-foreground text-[4px] font-bold"
                >
                  {clients}
                </text>
              </g>
            ))}
          </svg>
          <div>
            <h3 className="text-lg font-semibold">{t('site.landing.clients.listLabel')}</h3>
            <ul className="mt-4 flex flex-col gap-3">
              {continents.map(({ key, clients }) => (
                <li key={key}>
                  <p className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium">{t(`site.landing.clients.${key}`)}</span>
                    <span className="text-muted-foreground">{t('site.landing.clients.count', { count: clients })}</span>
                  </p>
                  <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${(clients / maxClients) * 100}%` }}
                    />
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm font-semibold">{t('site.landing.clients.total')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
