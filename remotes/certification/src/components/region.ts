/**
 * The province / city / district list of the company's region, from Vant's
 * maintained area data package (@vant/area-data, GB/T 2260 codes), loaded on
 * first use; the company keeps the names (changeCompanyProvAndCityAndDist).
 */

export interface RegionOption {
  label: string;
  /** The area code. */
  value: string;
  children?: RegionOption[];
}

export interface RegionNames {
  province: string;
  city: string;
  district?: string;
}

interface AreaOption {
  text: string;
  value: string;
  children?: AreaOption[];
}

function toOptions(areas: AreaOption[]): RegionOption[] {
  return areas.map((area) => ({
    label: area.text,
    value: area.value,
    ...(area.children?.length ? { children: toOptions(area.children) } : {}),
  }));
}

let loaded: Promise<RegionOption[]> | undefined;

/** Every province with its cities and districts; the data comes in a part of its own, once. */
export function loadRegionOptions(): Promise<RegionOption[]> {
  loaded ??= import('@vant/area-data').then(
    // A plain function despite its name: it builds the tree from the package's lists.
    ({ useCascaderAreaData: cascaderAreaData }) => toOptions(cascaderAreaData()),
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** The chosen options as the names the company keeps. */
export function regionNames(chosen: readonly RegionOption[]): RegionNames | undefined {
  const [province, city, district] = chosen;
  if (!province) return undefined;
  // A province-level city (北京市) has one city of the same name; a choice of the province alone is not enough.
  if (!city) return undefined;
  return { province: province.label, city: city.label, ...(district ? { district: district.label } : {}) };
}

/** The codes of a region given by its names, for the cascader to show it; undefined when not found. */
export function regionCodes(options: readonly RegionOption[], names: Partial<RegionNames>): string[] | undefined {
  const path: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const name of [names.province, names.city, names.district]) {
    if (!name) break;
    const found: RegionOption | undefined = level?.find((option) => option.label === name);
    if (!found) return undefined;
    path.push(found.value);
    level = found.children;
  }
  return path.length > 0 ? path : undefined;
}

/** The region as one line: 福建省 / 福州市 / 鼓楼区. */
export function regionText(names: Partial<RegionNames>): string {
  return [names.province, names.city, names.district].filter(Boolean).join(' / ');
}
