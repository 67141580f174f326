import { useTranslation } from 'react-i18next';
import { ArticleContent } from '@/features/content/components/article-content';
import { ContactDetails } from '@/features/content/components/contact-details';
import { ContentPageLayout } from '@/features/content/components/content-page-layout';
import { MarketInsights } from '@/features/content/components/market-insights';
import { MortgageCalculator } from '@/features/listing/components/mortgage-calculator';

/** A typical Tbilisi apartment price, as a starting point the visitor overwrites. */
const SAMPLE_PRICE_USD = 150_000;

export function GuidesPage() {
  return (
    <ContentPageLayout page="guides">
      <ArticleContent page="guides" />
    </ContentPageLayout>
  );
}

export function MortgagePage() {
  const { t } = useTranslation('content');
  return (
    <ContentPageLayout page="mortgage" isWide>
      <div className="flex flex-col gap-8">
        <MortgageCalculator
          initialPrice={SAMPLE_PRICE_USD}
          isPriceEditable
          title={t('mortgageCalculatorTitle')}
        />
        <div className="max-w-3xl">
          <ArticleContent page="mortgage" />
        </div>
      </div>
    </ContentPageLayout>
  );
}

export function MarketInsightsPage() {
  return (
    <ContentPageLayout page="marketInsights" isWide>
      <MarketInsights />
    </ContentPageLayout>
  );
}

export function HelpPage() {
  return (
    <ContentPageLayout page="help">
      <ArticleContent page="help" />
    </ContentPageLayout>
  );
}

export function AboutPage() {
  return (
    <ContentPageLayout page="about">
      <ArticleContent page="about" />
    </ContentPageLayout>
  );
}

export function ContactPage() {
  return (
    <ContentPageLayout page="contact">
      <ContactDetails />
    </ContentPageLayout>
  );
}

export function TermsPage() {
  return (
    <ContentPageLayout page="terms">
      <ArticleContent page="terms" />
    </ContentPageLayout>
  );
}

export function PrivacyPage() {
  return (
    <ContentPageLayout page="privacy">
      <ArticleContent page="privacy" />
    </ContentPageLayout>
  );
}
