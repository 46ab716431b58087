import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fact, Facts } from '../../web/src/components/Facts';

/** A record's facts, read-only: label beside value (above it on phones); a missing value says "Not set". */
const meta = {
  title: 'Components/Facts',
  component: Facts,
  tags: ['autodocs'],
  args: {
    labelWidth: 200,
    children: [
      <Fact key="vendor" label="Vendor ID">
        V-100482
      </Fact>,
      <Fact key="phone" label="Telephone">
        {null}
      </Fact>,
      <Fact key="city" label="City">
        {''}
      </Fact>,
    ],
  },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and definitions in one list; the two missing values read "Not set". */
export const WithMissingValues: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    const values = [...list!.querySelectorAll('dd')].map((value) => value.textContent);
    await expect(values).toEqual(['V-100482', 'Not set', 'Not set']);
    await expect(within(list!).getByText('Vendor ID').tagName).toBe('DT');
  },
};
