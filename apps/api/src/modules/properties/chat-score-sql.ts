import { sql, type SQL } from 'drizzle-orm';
import { NUMBER_WEIGHT, PRICE_CURVE, SIZE_FALL, type ScorePlan } from '../assistant/score/score';

/** What a row's score is computed from: columns (or expressions) of the query it is used in. */
export interface ScoreColumns {
  wishMask: SQL;
  priceUsd: SQL;
  priceGel: SQL;
  size: SQL;
}

/** A number as a double-precision constant (JavaScript's numbers are doubles: the same value). */
const float = (value: number) => sql`${value}::float8`;

/** priceCloseness (score.ts) of the row's price in the plan's currency; undefined when it does not apply. */
function priceCloseness({ currency, maxPrice }: ScorePlan, columns: ScoreColumns): SQL | undefined {
  if (maxPrice === null || maxPrice <= 0) return undefined;
  const price = currency === 'GEL' ? columns.priceGel : columns.priceUsd;
  const ratio = sql`(${price}::float8 / ${float(maxPrice)})`;
  return sql`(case when ${ratio} <= ${float(PRICE_CURVE.fullUpTo)} then 1::float8
    when ${ratio} <= 1::float8
      then 1::float8 - ((${ratio} - ${float(PRICE_CURVE.fullUpTo)}) / ${float(PRICE_CURVE.span)}) * ${float(PRICE_CURVE.atBudget)}
    else greatest(0::float8, ${float(PRICE_CURVE.atBudget)} - (${ratio} - 1::float8) * ${float(PRICE_CURVE.fallAbove)}) end)`;
}

/**
 * sizeCloseness (score.ts) of the row's size. A zero bound divides by NULL instead of zero: greatest()
 * then answers 0, as the JavaScript division by zero does.
 */
function sizeCloseness({ minSize, maxSize }: ScorePlan, columns: ScoreColumns): SQL | undefined {
  const size = sql`${columns.size}::float8`;
  if (minSize !== null && maxSize !== null) {
    const middle = (minSize + maxSize) / 2;
    const distance = sql`abs(${size} - ${float(middle)})`;
    return sql`(case when ${distance} = 0::float8 then 1::float8
      else greatest(0::float8, 1::float8 - ${distance} / nullif(${float(middle)}, 0::float8)) end)`;
  }
  if (minSize !== null) {
    const min = float(minSize);
    return sql`(case when ${size} >= ${min} then 1::float8
      else greatest(0::float8, 1::float8 - ((${min} - ${size}) / nullif(${min}, 0::float8)) * ${float(SIZE_FALL)}) end)`;
  }
  if (maxSize !== null) {
    const max = float(maxSize);
    return sql`(case when ${size} <= ${max} then 1::float8
      else greatest(0::float8, 1::float8 - ((${size} - ${max}) / nullif(${max}, 0::float8)) * ${float(SIZE_FALL)}) end)`;
  }
  return undefined;
}

/**
 * The AI Score of each row as PostgreSQL computes it: scoreFeatures (score.ts) over the row's wish
 * mask, price and size, with the same double-precision operations in the same order, so both give the
 * same whole number (chat-score.test.ts holds them equal).
 * Prices are never null in the table, so the price closeness always applies when there is a budget.
 */
export function scoreSql(plan: ScorePlan, columns: ScoreColumns): SQL {
  const closenesses = [priceCloseness(plan, columns), sizeCloseness(plan, columns)].filter(
    (closeness): closeness is SQL => closeness !== undefined,
  );
  let possible = 0;
  for (const { weight } of plan.wishes) possible += weight;
  for (let index = 0; index < closenesses.length; index += 1) possible += NUMBER_WEIGHT;
  if (possible === 0) return sql`100`;
  let earned = sql`0::float8`;
  for (const { bit, weight } of plan.wishes) {
    earned = sql`(${earned} + (case when ${columns.wishMask} & ${bit}::int <> 0 then ${float(weight)} else 0::float8 end))`;
  }
  for (const closeness of closenesses) {
    earned = sql`(${earned} + ${float(NUMBER_WEIGHT)} * ${closeness})`;
  }
  return sql`floor((100::float8 * ${earned}) / ${float(possible)} + 0.5::float8)::int`;
}
