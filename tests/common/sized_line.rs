//! Lines of every size read apart from the engine: a line's size, givens and houses worked
//! out from its length (boxes of the largest height not above √N) or its region ids.

/// A digit symbol's value: 1-9, then A-G; 0 for an empty cell (`.` or `0`).
pub fn digit(symbol: char) -> u8 {
    match symbol {
        '1'..='9' => symbol as u8 - b'0',
        'A'..='G' => symbol as u8 - b'A' + 10,
        '.' | '0' => 0,
        other => panic!("unexpected symbol {other:?}"),
    }
}

/// A line read here: its size, givens and houses (rows, columns, and boxes of the largest
/// height not above √N, or the jigsaw's regions).
pub struct Read {
    pub size: usize,
    pub givens: Vec<u8>,
    pub houses: Vec<Vec<usize>>,
}

/// The rows and columns of a box of a grid `size` wide: the largest height not above √N.
pub fn box_dims(size: usize) -> (usize, usize) {
    let height = (1..=size)
        .filter(|h| size.is_multiple_of(*h) && h * h <= size)
        .max();
    let height = height.expect("1 divides every size");
    (height, size / height)
}

/// Reads a line (givens, or a jigsaw's givens and region ids) as [`Read`] says.
pub fn read(line: &str) -> Read {
    let (givens, regions) = match line.strip_prefix("jigsaw:") {
        Some(rest) => {
            let (givens, ids) = rest.split_once(':').expect("a jigsaw line has its regions");
            (givens, Some(ids))
        }
        None => (line, None),
    };
    let givens: Vec<u8> = givens.chars().map(digit).collect();
    let size = (4..=16).find(|n| n * n == givens.len()).expect("a square");
    let mut houses: Vec<Vec<usize>> = Vec::new();
    for i in 0..size {
        houses.push((0..size).map(|j| i * size + j).collect());
        houses.push((0..size).map(|j| j * size + i).collect());
    }
    match regions {
        Some(ids) => {
            let ids: Vec<u8> = ids.chars().map(digit).collect();
            for id in 1..=size as u8 {
                houses.push((0..size * size).filter(|&c| ids[c] == id).collect());
            }
        }
        None => {
            let (height, width) = box_dims(size);
            for top in (0..size).step_by(height) {
                for left in (0..size).step_by(width) {
                    houses.push(
                        (top..top + height)
                            .flat_map(|r| (left..left + width).map(move |c| r * size + c))
                            .collect(),
                    );
                }
            }
        }
    }
    assert!(houses.iter().all(|h| h.len() == size), "{line}");
    Read {
        size,
        givens,
        houses,
    }
}
