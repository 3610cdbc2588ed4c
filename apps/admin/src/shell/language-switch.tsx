import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './language.tsx';

/** Switches between English and Arabic; labelled in the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button className="button button-quiet" onPress={() => setLanguage(other)}>
      <span lang={other}>{t('admin.language.switch')}</span>
    </Button>
  );
}
