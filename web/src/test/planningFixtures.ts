/**
 * The sample organization's figures (Riverbend Literacy Alliance, brief "The sample organization"),
 * for the planning building blocks' tests. Cents.
 */
import type { Years } from '../lib/goals';

/** Year 1–3 revenue per line key (`<group key>/<line name>`): $952,000 in year 1. */
export const ALLIANCE_REVENUE: Readonly<Record<string, Years>> = {
  'philanthropic_contributions/Individual Gifts': [26_000_000, 27_000_000, 28_000_000],
  'philanthropic_contributions/Foundation Grants': [21_000_000, 21_500_000, 22_000_000],
  'philanthropic_contributions/Government Grants': [12_000_000, 12_000_000, 12_500_000],
  'philanthropic_contributions/Corporate Gifts': [4_500_000, 4_700_000, 4_900_000],
  'philanthropic_contributions/Corporate Sponsorships': [3_000_000, 3_100_000, 3_200_000],
  'earned_revenue/Tuition': [6_400_000, 6_600_000, 6_800_000],
  'earned_revenue/Events': [3_800_000, 3_900_000, 4_000_000],
  'investment_income/Endowment Income': [1_800_000, 1_850_000, 1_900_000],
  'government_appropriations/City': [4_000_000, 4_000_000, 4_100_000],
  'government_appropriations/State': [5_500_000, 5_600_000, 5_700_000],
  'in_kind/Goods/Services': [7_200_000, 7_400_000, 7_600_000],
};
