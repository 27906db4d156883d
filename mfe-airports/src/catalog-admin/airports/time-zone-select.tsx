import { Select, type SelectProps } from 'antd';

let zones: Array<{ value: string; label: string }> | undefined;

/** Every IANA zone this browser knows (the server checks against its own list too). */
export function ianaZoneOptions(): Array<{ value: string; label: string }> {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
  return zones;
}

/** Typing part of a zone ('Lon', 'New York') narrows the list; the value is the zone's IANA name. */
export function TimeZoneSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  return <Select<string> {...props} showSearch={{ optionFilterProp: 'label' }} options={ianaZoneOptions()} />;
}
