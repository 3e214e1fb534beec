import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { setSoundOn, useSoundOn } from '@/features/site-widgets/lib/sound';

/** On/off for the interface sounds (off by default, remembered on the device). */
export function SoundToggle() {
  const { t } = useTranslation();
  const on = useSoundOn();
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-10 rounded-full bg-card shadow-lg"
      aria-pressed={on}
      title={on ? t('site.widgets.sound.on') : t('site.widgets.sound.off')}
      onClick={() => setSoundOn(!on)}
    >
      {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      <span className="sr-only">{t('site.widgets.sound.label')}</span>
    </Button>
  );
}
