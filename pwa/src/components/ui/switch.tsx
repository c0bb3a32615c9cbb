/** On/off switch on Radix (role switch, Space toggles). */
import * as RadixSwitch from "@radix-ui/react-switch";

export function Switch({
  id,
  checked,
  onCheckedChange,
  ...rest
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  "aria-describedby"?: string;
  /** The name when the visible label alone would not tell one switch from another. */
  "aria-label"?: string;
}) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 forced-colors:border forced-colors:border-[CanvasText]"
      {...rest}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 forced-colors:bg-[CanvasText]" />
    </RadixSwitch.Root>
  );
}
