import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export function whatsappLink(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}

/** WhatsApp contact (spec §2), present only when the operator configured a number. */
export function WhatsAppButton({ number, className }: { number: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsappLink(number, t('site.widgets.whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('site.widgets.whatsapp.label')}
      title={t('site.widgets.whatsapp.label')}
      className={cn(
        'flex size-12 items-center justify-center rounded-full bg-[#128c3f] text-white shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/60 motion-reduce:hover:scale-100',
        className,
      )}
    >
      {/* WhatsApp's mark (simplified). */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
        <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.89.9-2.98-.2-.31a8.2 8.2 0 1 1 6.84 3.73Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.55.12-.17.25-.64.8-.78.96-.14.17-.29.19-.53.06-.25-.12-1.04-.38-1.98-1.22a7.4 7.4 0 0 1-1.37-1.7c-.14-.25 0-.38.11-.5.11-.11.25-.29.37-.43.12-.15.16-.25.25-.41.08-.17.04-.31-.02-.43-.06-.13-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04c0 1.2.88 2.37 1 2.53.12.17 1.73 2.64 4.2 3.7.58.25 1.04.4 1.4.52.59.19 1.12.16 1.54.1.47-.07 1.46-.6 1.66-1.17.2-.58.2-1.07.14-1.17-.06-.1-.22-.17-.47-.29Z" />
      </svg>
    </a>
  );
}
