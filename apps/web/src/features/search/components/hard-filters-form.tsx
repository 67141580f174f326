import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, BUILDING_STATUSES, RENOVATION_STATUSES, CURRENCIES } from '@sakhli/shared/enums';
import { isFilterKeyApplicable } from '@sakhli/shared/rules/filter-scope';
import { METRO_CITIES } from '@sakhli/shared/rules/metro';
import { FilterSchema, type Filter, type FilterInput } from '@sakhli/shared/schemas/filter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, Input, Select } from '@/components/ui/form-controls';
import { useSelectedCity } from '@/lib/selected-city';
import { useLanguage } from '@/lib/use-language';
import { districtName, useDistricts } from '@/lib/districts';
import { useApplyFilters } from '../hooks/use-filter-mutations';
import { useSearchAddress } from '../hooks/use-search-address';
import { AmenityFilterFields } from './amenity-filter-fields';
import { MetroFilterField } from './metro-filter-field';
import { MoreDistrictsField } from './more-districts-field';
import { RangeField, ScopeSummary } from './filter-form-fields';
import { EMPTY_FORM_VALUES, fieldErrorKey, filterToApply, toFormValues } from './filter-form-values';

/** SPEC.md 'Hard filters tab': the filter object as a form, validated by the shared FilterSchema. */
export function HardFiltersForm({ onApplied }: { onApplied?: () => void }) {
  const { t } = useTranslation(['search', 'common']);
  const language = useLanguage();
  const city = useSelectedCity();
  const { address } = useSearchAddress();
  const scope = useMemo(
    () => ({ city, listingType: address.listingType, propertyType: address.propertyType }),
    [city, address.listingType, address.propertyType],
  );
  const districts = useDistricts(city);
  const apply = useApplyFilters(scope);
  const [isScopeMissing, setIsScopeMissing] = useState(false);
  const { register, handleSubmit, reset, formState, control } = useForm<FilterInput, unknown, Filter>({
    resolver: zodResolver(FilterSchema),
    defaultValues: toFormValues(address.filter),
  });
  const { errors } = formState;

  // The form follows the applied filter when it changes elsewhere (a chip deleted, the saved filter loaded,
  // a chat reply), except in the fields the visitor has typed into since the last apply.
  const appliedKey = JSON.stringify(address.filter);
  useEffect(() => {
    reset(toFormValues(JSON.parse(appliedKey) as Filter), { keepDirtyValues: true });
  }, [appliedKey, reset]);

  const hasMetro = METRO_CITIES.includes(city);
  const onSubmit = (filter: Filter) => {
    const isScopeComplete = Boolean(scope.city && scope.listingType && scope.propertyType);
    setIsScopeMissing(!isScopeComplete);
    if (!isScopeComplete) return;
    // A city without a metro has no metro field: a walk kept from Tbilisi must not empty its results.
    const asked = hasMetro ? filter : { ...filter, maxMetroWalkMinutes: null };
    apply.mutate(filterToApply(asked, scope, districts.data, language), {
      onSuccess: () => {
        // Applied: nothing is the visitor's own any more, so the form follows the applied filter again.
        reset(toFormValues(asked));
        onApplied?.();
      },
    });
  };
  const shows = (key: Parameters<typeof isFilterKeyApplicable>[0]) => isFilterKeyApplicable(key, scope);
  const range = (label: string, minName: keyof Filter, maxName: keyof Filter, isDecimal = false) => (
    <RangeField
      label={label}
      minName={minName}
      maxName={maxName}
      register={register}
      errors={errors}
      isDecimal={isDecimal}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={t('search:filters.title')}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-5">
        <ScopeSummary
          items={[
            { label: t('search:filters.city'), value: t(`common:cities.${scope.city}`) },
            {
              label: t('search:filters.propertyType'),
              value: t(`common:propertyTypes.${scope.propertyType}`),
            },
            { label: t('search:filters.listingType'), value: t(`common:listingTypes.${scope.listingType}`) },
          ]}
        />
        <Field
          label={t('search:filters.district')}
          htmlFor="filter-districtId"
          error={districts.isError ? t('search:errors.loadDistricts') : undefined}
        >
          <Select id="filter-districtId" disabled={!districts.data} {...register('districtId')}>
            <option value="">{t('search:filters.any')}</option>
            {districts.data?.map((district) => (
              <option key={district.id} value={district.id}>
                {districtName(district, language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('search:filters.sellerType')} htmlFor="filter-sellerType">
          <Select id="filter-sellerType" {...register('sellerType')}>
            <option value="">{t('search:filters.sellerTypes.any')}</option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`search:filters.sellerTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <MoreDistrictsField
          register={register}
          districts={districts.data}
          language={language}
          control={control}
        />
        <div className="grid grid-cols-[1fr_8.5rem] items-end gap-2">
          {range(t('search:filters.price'), 'minPrice', 'maxPrice', true)}
          <Field label={t('search:filters.currency')} htmlFor="filter-currency" className="self-start">
            <Select id="filter-currency" {...register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`common:currencies.${currency}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {range(t('search:filters.size'), 'minSize', 'maxSize', true)}
        {range(t('search:filters.rooms'), 'minRooms', 'maxRooms')}
        {range(t('search:filters.bedrooms'), 'minBedrooms', 'maxBedrooms')}
        {range(t('search:filters.bathrooms'), 'minBathrooms', 'maxBathrooms')}
        {shows('minFloor') && range(t('search:filters.floor'), 'minFloor', 'maxFloor')}
        {shows('minNumberOfFloors') &&
          range(t('search:filters.numberOfFloors'), 'minNumberOfFloors', 'maxNumberOfFloors')}
        {shows('minRentDuration') &&
          range(t('search:filters.rentDuration'), 'minRentDuration', 'maxRentDuration')}
        <div className="grid grid-cols-1 gap-4 min-[440px]:grid-cols-2">
          <Field label={t('search:filters.buildingStatus')} htmlFor="filter-buildingStatus">
            <Select id="filter-buildingStatus" {...register('buildingStatus')}>
              <option value="">{t('search:filters.any')}</option>
              {BUILDING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`common:buildingStatus.${status}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('search:filters.renovationStatus')} htmlFor="filter-renovationStatus">
            <Select id="filter-renovationStatus" {...register('renovationStatus')}>
              <option value="">{t('search:filters.any')}</option>
              {RENOVATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`common:renovationStatus.${status}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('search:filters.buildingYear')}
            htmlFor="filter-buildingYear"
            error={errors.buildingYear && t(`search:${fieldErrorKey(errors.buildingYear.message)}`)}
          >
            <Input
              id="filter-buildingYear"
              type="number"
              inputMode="numeric"
              placeholder="2020"
              invalid={Boolean(errors.buildingYear)}
              {...register('buildingYear')}
            />
          </Field>
          <Field
            label={t('search:filters.cadastralCode')}
            htmlFor="filter-cadastralCode"
            error={errors.cadastralCode && t(`search:${fieldErrorKey(errors.cadastralCode.message)}`)}
          >
            <Input
              id="filter-cadastralCode"
              placeholder="01.10.13.010.016"
              invalid={Boolean(errors.cadastralCode)}
              {...register('cadastralCode')}
            />
          </Field>
        </div>
        <Checkbox label={t('search:filters.furnished')} {...register('isFurnished')} />
        <AmenityFilterFields register={register} />
        {hasMetro && <MetroFilterField register={register} />}
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4">
        {isScopeMissing && <Alert title={t('search:errors.scopeRequired')} />}
        {apply.isError && <Alert title={t('search:errors.applyFilters')}>{apply.error.message}</Alert>}
        <div className="flex gap-2">
          {/* Cleared against the applied filter, so the emptied fields count as the visitor's own until applied. */}
          <Button variant="ghost" onClick={() => reset(EMPTY_FORM_VALUES, { keepDefaultValues: true })}>
            {t('search:filters.clear')}
          </Button>
          <Button type="submit" className="flex-1" disabled={apply.isPending}>
            {apply.isPending ? t('search:filters.applying') : t('search:filters.apply')}
          </Button>
        </div>
      </div>
    </form>
  );
}
