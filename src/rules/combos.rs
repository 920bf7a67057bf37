//! The sets of distinct digits with a given size and sum, as digit masks (bit `d - 1` for
//! digit `d`, like [`crate::grid::DigitSet`]): what a killer cage can hold. All 511 non-empty
//! sets are listed once, grouped by size and then by sum, so each (size, sum) is one slice.

/// The sum of the digits in a mask.
const fn mask_sum(mask: u16) -> u32 {
    let mut sum = 0;
    let mut digit = 1;
    while digit <= 9 {
        if mask >> (digit - 1) & 1 == 1 {
            sum += digit;
        }
        digit += 1;
    }
    sum
}

/// Groups are keyed by size 0..=9 and sum 0..=45.
const SUMS: usize = 46;
const KEYS: usize = 10 * SUMS;

const fn key(mask: u16) -> usize {
    mask.count_ones() as usize * SUMS + mask_sum(mask) as usize
}

/// Every mask 0..512 sorted by (size, sum), and where each key's group starts (one past the
/// last key gives the end).
const TABLE: ([u16; 512], [u16; KEYS + 1]) = {
    let mut counts = [0u16; KEYS + 1];
    let mut mask = 0;
    while mask < 512 {
        counts[key(mask as u16) + 1] += 1;
        mask += 1;
    }
    let mut starts = [0u16; KEYS + 1];
    let mut k = 1;
    while k <= KEYS {
        starts[k] = starts[k - 1] + counts[k];
        k += 1;
    }
    let mut next = starts;
    let mut masks = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let k = key(mask as u16);
        masks[next[k] as usize] = mask as u16;
        next[k] += 1;
        mask += 1;
    }
    (masks, starts)
};

/// The digit masks of `size` distinct digits adding up to `sum` (empty when there are none,
/// which includes a size above 9).
pub fn combinations(size: usize, sum: u32) -> &'static [u16] {
    if size > 9 || sum as usize >= SUMS {
        return &[];
    }
    let k = size * SUMS + sum as usize;
    let (masks, starts) = &TABLE;
    &masks[usize::from(starts[k])..usize::from(starts[k + 1])]
}

/// Every set of digits 1 to `digits` (at most 16) in rising order of its mask, grouped by
/// size and then by sum, and where each (size, sum) group starts.
struct Table {
    masks: Vec<u16>,
    starts: Vec<u32>,
    sums: usize,
    digits: usize,
}

impl Table {
    fn of(digits: usize) -> Table {
        let sums = digits * (digits + 1) / 2 + 1;
        let key = |mask: u32| {
            let sum: usize = (0..digits)
                .filter(|d| mask >> d & 1 == 1)
                .map(|d| d + 1)
                .sum();
            mask.count_ones() as usize * sums + sum
        };
        let keys = (digits + 1) * sums;
        let mut counts = vec![0u32; keys + 1];
        for mask in 0..1u32 << digits {
            counts[key(mask) + 1] += 1;
        }
        let mut starts = vec![0u32; keys + 1];
        for k in 1..=keys {
            starts[k] = starts[k - 1] + counts[k];
        }
        let mut next = starts.clone();
        let mut masks = vec![0u16; 1 << digits];
        for mask in 0..1u32 << digits {
            let k = key(mask);
            // Masks of at most 16 digits fit 16 bits.
            masks[next[k] as usize] = mask as u16;
            next[k] += 1;
        }
        Table {
            masks,
            starts,
            sums,
            digits,
        }
    }

    fn get(&self, size: usize, sum: u32) -> &[u16] {
        if size > self.digits || sum as usize >= self.sums {
            return &[];
        }
        let k = size * self.sums + sum as usize;
        &self.masks[self.starts[k] as usize..self.starts[k + 1] as usize]
    }
}

/// The digit masks of `size` distinct digits from 1 to `digits` (a grid's width, 4 to 16)
/// adding up to `sum`; empty when there are none or `digits` is out of range.
pub fn combinations_of(digits: usize, size: usize, sum: u32) -> &'static [u16] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<Table>; 17] = [const { OnceLock::new() }; 17];
    match digits {
        9 => combinations(size, sum),
        4..=16 => TABLES[digits]
            .get_or_init(|| Table::of(digits))
            .get(size, sum),
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_of_every_width_agrees_with_a_count_by_hand() {
        for digits in 4..=16usize {
            let table = Table::of(digits);
            let most = digits * (digits + 1) / 2;
            for size in 0..=digits + 1 {
                for sum in 0..=most as u32 + 1 {
                    let expected: Vec<u16> = (0..1u32 << digits)
                        .filter(|m| m.count_ones() as usize == size)
                        .filter(|m| {
                            (0..digits)
                                .filter(|d| m >> d & 1 == 1)
                                .map(|d| d as u32 + 1)
                                .sum::<u32>()
                                == sum
                        })
                        .map(|m| m as u16)
                        .collect();
                    assert_eq!(
                        table.get(size, sum),
                        expected,
                        "{digits} digits, {size} cells, sum {sum}"
                    );
                }
            }
            if digits == 9 {
                for size in 0..=9 {
                    for sum in 0..=45 {
                        assert_eq!(table.get(size, sum), combinations(size, sum));
                    }
                }
            }
        }
        assert_eq!(combinations_of(16, 2, 31), &[0b1100_0000_0000_0000]);
        assert_eq!(combinations_of(4, 4, 10), &[0b1111]);
        assert_eq!(combinations_of(17, 1, 1), &[] as &[u16]);
    }

    #[test]
    fn known_cages_have_their_known_combinations() {
        assert_eq!(combinations(2, 3), &[0b11]);
        assert_eq!(combinations(2, 17), &[0b1_1000_0000]);
        assert_eq!(combinations(2, 18), &[] as &[u16]);
        assert_eq!(combinations(1, 10), &[] as &[u16]);
        assert_eq!(combinations(9, 45), &[0x1ff]);
        assert_eq!(combinations(3, 15).len(), 8);
        assert_eq!(combinations(10, 45), &[] as &[u16]);
        assert_eq!(combinations(0, 0), &[0]);
    }

    #[test]
    fn every_listed_mask_has_its_size_and_sum() {
        let mut total = 0;
        for size in 0..=9 {
            for sum in 0..=45 {
                for &mask in combinations(size, sum) {
                    assert_eq!(mask.count_ones() as usize, size);
                    assert_eq!(mask_sum(mask), sum);
                    total += 1;
                }
            }
        }
        assert_eq!(total, 512);
    }
}
