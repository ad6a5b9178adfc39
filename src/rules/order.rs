//! Sorting the short lists the tutor keeps (a piece's moves, the pins, a learner's
//! answers). One insertion sort instead of the standard library's sorts: each of those is
//! copied into the browser's download for every type it sorts, some 2 KB a copy.

/// Sorts `items` in place by `less`, keeping equal items in their order. Meant for short
/// lists (up to a few hundred items): its time grows with the square of the length.
pub fn sort_short_by<T>(items: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `items` in place, smallest first, keeping equal items in their order.
pub fn sort_short<T: Ord>(items: &mut [T]) {
    sort_short_by(items, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_and_keeps_equal_items_in_order() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_short_by(&mut v, |a, b| a.0 < b.0);
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut w = vec![5, 4, 3, 2, 1, 0, 9];
        sort_short(&mut w);
        assert_eq!(w, [0, 1, 2, 3, 4, 5, 9]);
        let mut empty: [u8; 0] = [];
        sort_short(&mut empty);
    }
}
