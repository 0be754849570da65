/**
 * 所在地区 of the company: a province / city / district cascader over the
 * region list, saved at once (changeCompanyProvAndCityAndDist) by the main
 * account; others read it.
 */
import { useEffect, useState } from 'react';
import { Cascader, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { notify, queryKeys, type Schema } from '@platform/sdk';
import { companyApi } from '../api';
import { loadRegionOptions, regionCodes, regionNames, regionText, type RegionNames, type RegionOption } from './region';

export function companyRegion(company: Schema<'CompanyView'>): Partial<RegionNames> {
  const { province, city, district } = company;
  return { province: province || undefined, city: city || undefined, district: district || undefined };
}

export function RegionCascader({ company, canEdit }: { company: Schema<'CompanyView'>; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<RegionOption[]>();
  const [saved, setSaved] = useState<Partial<RegionNames>>(() => companyRegion(company));
  const [saving, setSaving] = useState(false);

  // What the server says wins once it says anything.
  useEffect(() => {
    const fromServer = companyRegion(company);
    if (fromServer.province) setSaved(fromServer);
  }, [company]);
  useEffect(() => {
    if (!canEdit) return;
    let live = true;
    loadRegionOptions().then(
      (loaded) => live && setOptions(loaded),
      () => notify.error('地区数据加载失败，请刷新后重试'),
    );
    return () => {
      live = false;
    };
  }, [canEdit]);

  if (!canEdit) return <>{regionText(saved) || '—'}</>;

  const change = async (_: unknown, chosen: RegionOption[]) => {
    const names = regionNames(chosen ?? []);
    if (!names) return;
    setSaving(true);
    try {
      await companyApi.changeRegion(names);
      notify.success('修改成功');
      setSaved(names);
      await queryClient.invalidateQueries({ queryKey: queryKeys.company() });
    } catch {
      // The API client has shown the reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Cascader<RegionOption>
        options={options}
        value={options ? regionCodes(options, saved) : undefined}
        onChange={(value, chosen) => void change(value, chosen)}
        placeholder="请选择省 / 市 / 区"
        aria-label="所在地区"
        loading={!options || saving}
        disabled={saving}
        showSearch
        allowClear={false}
        style={{ width: '100%', maxWidth: 360 }}
      />
      {!options && regionText(saved) ? <Typography.Text type="secondary"> {regionText(saved)}</Typography.Text> : null}
    </>
  );
}
