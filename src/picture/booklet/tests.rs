use super::*;
use crate::logic::rate;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn puzzles(count: usize) -> Vec<PrintedPuzzle> {
    let givens: Grid = PUZZLE.parse().expect("valid");
    let solution = crate::solver::solve_first(&givens).expect("solvable");
    let rating = rate(&givens);
    (1..=count)
        .map(|number| PrintedPuzzle::nine(number, rating, givens, solution, None))
        .collect()
}

#[test]
fn twelve_puzzles_six_a_page_with_solutions_make_three_pages() {
    let options = BookletOptions {
        title: "Test".to_string(),
        per_page: PerPage::new(6).expect("a choice"),
        paper: Paper::A4,
        solutions: true,
        language: Language::En,
    };
    let pages = pages(&puzzles(12), &options);
    assert_eq!(pages.len(), 3);
    let texts = |page: &Picture| -> Vec<String> { page.texts().map(|r| r.text.clone()).collect() };
    let first = texts(&pages[0]);
    assert!(first.contains(&"Page 1 of 3".to_string()), "{first:?}");
    assert!(first.iter().any(|t| t.starts_with("No. 6 · ")), "{first:?}");
    assert!(!first.iter().any(|t| t.starts_with("No. 7 · ")));
    let solutions = texts(&pages[2]);
    assert!(solutions.contains(&"Test: solutions".to_string()));
    // Twelve full grids on the last page.
    assert_eq!(solutions.iter().filter(|t| t.len() == 1).count(), 12 * 81);
    // Solution boards are smaller than puzzle boards.
    let digit_size = |page: &Picture| {
        page.texts()
            .filter(|r| r.face == Face::Digits)
            .map(|r| r.size)
            .fold(0.0, f32::max)
    };
    assert!(digit_size(&pages[2]) < digit_size(&pages[0]) * 0.8);
    // Everything stays on the paper.
    for page in &pages {
        for run in page.texts() {
            assert!(run.at.x > 0.0 && run.at.x < page.width && run.at.y < page.height);
        }
    }
}

#[test]
fn paper_follows_the_locale_region() {
    assert_eq!(Paper::of_locale("en_US.UTF-8"), Some(Paper::Letter));
    assert_eq!(Paper::of_locale("fr_CA"), Some(Paper::Letter));
    assert_eq!(Paper::of_locale("en_GB.UTF-8"), Some(Paper::A4));
    assert_eq!(Paper::of_locale("de_DE@euro"), Some(Paper::A4));
    assert_eq!(Paper::of_locale("C"), None);
    assert_eq!(Paper::parse("LETTER"), Some(Paper::Letter));
    assert_eq!(Paper::parse("a5"), None);
    assert!(PerPage::new(3).is_none());
}

#[test]
fn fewer_puzzles_than_a_page_holds_get_a_roomier_layout() {
    let six = PerPage::new(6).expect("a choice");
    assert_eq!(six.for_puzzles(1).count(), 1);
    assert_eq!(six.for_puzzles(2).count(), 2);
    assert_eq!(six.for_puzzles(3).count(), 4);
    assert_eq!(six.for_puzzles(5).count(), 6);
    assert_eq!(six.for_puzzles(40).count(), 6);
    let two = PerPage::new(2).expect("a choice");
    assert_eq!(two.for_puzzles(1).count(), 1);
    assert_eq!(two.for_puzzles(3).count(), 2);
    // One puzzle on a four-a-page booklet is drawn as large as one a page.
    let options = |per_page| BookletOptions {
        title: "Test".to_string(),
        per_page,
        paper: Paper::A4,
        solutions: false,
        language: Language::En,
    };
    let digit_size = |page: &Picture| {
        page.texts()
            .filter(|r| r.face == Face::Digits)
            .map(|r| r.size)
            .fold(0.0, f32::max)
    };
    let four = pages(&puzzles(1), &options(PerPage::default()));
    let one = pages(&puzzles(1), &options(PerPage::new(1).expect("a choice")));
    assert_eq!(digit_size(&four[0]), digit_size(&one[0]));
}

#[test]
fn a_chinese_booklet_draws_its_chinese_with_the_chinese_font() {
    let options = BookletOptions {
        title: "Test".to_string(),
        per_page: PerPage::new(6).expect("a choice"),
        paper: Paper::A4,
        solutions: true,
        language: Language::ZhCn,
    };
    let pages = pages(&puzzles(12), &options);
    // The footer: runs of one face each, laid end to end on one baseline.
    let footer: Vec<&TextRun> = pages[0]
        .texts()
        .filter(|r| r.size == 10.0 && r.face != Face::Digits)
        .collect();
    let text: String = footer.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(text, "第1页，共3页");
    assert!(footer.iter().any(|r| r.face == Face::Cjk));
    for pair in footer.windows(2) {
        let end = pair[0].start_x() + pair[0].face.text_width(&pair[0].text, 10.0);
        assert!((end - pair[1].start_x()).abs() < 0.01, "{pair:?}");
        assert_eq!(pair[0].at.y, pair[1].at.y);
    }
    // Centred as a whole on the page.
    let first = footer[0].start_x();
    let last = footer[footer.len() - 1];
    let right = last.start_x() + last.face.text_width(&last.text, 10.0);
    assert!(((first + right) / 2.0 - pages[0].width / 2.0).abs() < 0.01);
    // Every Chinese character has its glyph.
    for run in pages.iter().flat_map(Picture::texts) {
        if run.face == Face::Cjk {
            assert!(
                run.face.layout(&run.text).iter().all(|g| g.id != 0),
                "{run:?}"
            );
        }
    }
    let solutions: String = pages[2].texts().map(|r| r.text.as_str()).collect();
    assert!(solutions.contains("Test：答案"), "{solutions}");
    assert!(solutions.contains("第1题 · "), "{solutions}");
}

#[test]
fn a_japanese_booklet_draws_its_japanese_with_the_japanese_font() {
    let options = BookletOptions {
        title: "Test".to_string(),
        per_page: PerPage::new(6).expect("a choice"),
        paper: Paper::A4,
        solutions: true,
        language: Language::Ja,
    };
    let pages = pages(&puzzles(12), &options);
    let runs: Vec<&TextRun> = pages.iter().flat_map(Picture::texts).collect();
    assert!(runs.iter().any(|r| r.face == Face::CjkJapanese));
    assert!(!runs.iter().any(|r| r.face == Face::Cjk));
    for run in runs.iter().filter(|r| r.face == Face::CjkJapanese) {
        assert!(
            run.face.layout(&run.text).iter().all(|g| g.id != 0),
            "{run:?}"
        );
    }
    let footer: String = pages[0]
        .texts()
        .filter(|r| r.size == 10.0 && r.face != Face::Digits)
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(
        footer,
        text_in(
            Language::Ja,
            "print-page",
            &[("number", 1usize.into()), ("total", 3usize.into())]
        )
    );
}

#[test]
fn a_sixteen_by_sixteen_fills_its_page_and_its_solutions_come_four_a_page() {
    let line = "..93....BA6........G54AE37...F....F...6...GC1....82.CB1.FD.4.A.......E..41..A...7.8D.........E.531.2.5.....B6G97..B.6C.A5G............51E.A2.D..AD478.....F.E.39E.G.........52.B...F..BD..4.......3.1.E6.4D7.5G....CAD...9...7....5...7FC61E8........3C5....26..";
    let puzzle = crate::rules::text::parse_line(line).expect("a valid line");
    let solution = crate::rules::solver::count_solutions(&puzzle, 1, u64::MAX)
        .expect("no budget")
        .solution
        .expect("solvable");
    let printed: Vec<PrintedPuzzle> = (1..=5)
        .map(|number| PrintedPuzzle {
            number,
            rating: rate(&Grid::empty()),
            board: PrintedBoard::Sized {
                puzzle: puzzle.clone(),
                solution: solution.clone(),
            },
        })
        .collect();
    let options = BookletOptions {
        title: "Test".to_string(),
        per_page: PerPage::for_size(16),
        paper: Paper::Letter,
        solutions: true,
        language: Language::En,
    };
    let pages = pages(&printed, &options);
    // Five puzzle pages, then two of solutions (four and one).
    assert_eq!(pages.len(), 7);
    let givens = puzzle.givens().iter().filter(|&&d| d != 0).count();
    let digits = |page: &Picture| page.texts().filter(|r| r.face == Face::Digits).count();
    for page in &pages[..5] {
        assert_eq!(digits(page), givens);
        // The board spans most of the page's width.
        let xs: Vec<f32> = page
            .texts()
            .filter(|r| r.face == Face::Digits)
            .map(|r| r.at.x)
            .collect();
        let span =
            xs.iter().copied().fold(0.0, f32::max) - xs.iter().copied().fold(f32::MAX, f32::min);
        assert!(span > page.width * 0.6, "{span}");
    }
    assert_eq!(digits(&pages[5]), 4 * 256);
    assert_eq!(digits(&pages[6]), 256);
    // Small grids get more a page; 9x9 keeps its four.
    assert_eq!(PerPage::for_size(4).count(), 12);
    assert_eq!(PerPage::for_size(6).count(), 6);
    assert_eq!(PerPage::for_size(9), PerPage::default());
    assert_eq!(PerPage::for_size(12).count(), 2);
}

#[test]
fn a_puzzle_no_technique_finishes_is_captioned_beyond_logic_without_a_score() {
    let mut printed = puzzles(1).remove(0);
    printed.rating.stalled = true;
    printed.rating.score = 9.9;
    for (language, words) in [
        (Language::En, "No. 1 · Beyond logic"),
        (Language::Ja, "第1問 · 論理外"),
        (Language::ZhCn, "第1题 · 超出逻辑"),
    ] {
        assert_eq!(printed.caption_in(language), words);
    }
    printed.rating.stalled = false;
    assert!(printed.caption_in(Language::En).ends_with("· 9.9"));
}
