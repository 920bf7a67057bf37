//! The web page: the app drawn on a canvas of the page, its data folder in the browser's
//! local storage (see [`crate::web::files`]).

use super::NonetApp;
use super::data_dir::DataDir;
use wasm_bindgen::JsValue;

/// Starts the app on `canvas`: the last game resumed from the autosave, else a new Medium
/// puzzle. Resolves once the first frame is scheduled; an error says why no app could start
/// (no WebGL, for one).
pub async fn start(canvas: web_sys::HtmlCanvasElement) -> Result<eframe::WebRunner, JsValue> {
    let runner = eframe::WebRunner::new();
    runner
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(|cc| {
                let data = DataDir::at(crate::web::files::DATA_DIR);
                Ok(Box::new(NonetApp::new(&cc.egui_ctx, data, None)))
            }),
        )
        .await?;
    Ok(runner)
}

/// The id of the page's canvas the app draws on (`assets/web/index.html`).
pub const CANVAS_ID: &str = "nonet";

/// Starts the app on the page's canvas, and puts on the page why, if it cannot. In a web
/// worker, which has no page, it does nothing: the worker waits for a job ([`serve_job`]).
pub fn start_in_page() {
    if web_sys::window().is_none() {
        return;
    }
    // eframe's messages go to the browser's console; a second call finds the logger set.
    let _ = eframe::WebLogger::init(log::LevelFilter::Info);
    wasm_bindgen_futures::spawn_local(async {
        let outcome = match find_canvas() {
            Some(canvas) => start(canvas).await.map(|runner| {
                // The runner keeps the app; the page keeps the runner until it unloads.
                std::mem::forget(runner);
            }),
            None => Err(JsValue::from_str("the page has no canvas for Nonet")),
        };
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(loading) = document.get_element_by_id("loading") {
            match outcome {
                Ok(()) => loading.remove(),
                Err(error) => loading.set_text_content(Some(&format!(
                    "Nonet cannot start in this browser: {}",
                    error.as_string().unwrap_or_else(|| format!("{error:?}"))
                ))),
            }
        }
    });
}

fn find_canvas() -> Option<web_sys::HtmlCanvasElement> {
    use wasm_bindgen::JsCast;
    web_sys::window()?
        .document()?
        .get_element_by_id(CANVAS_ID)?
        .dyn_into()
        .ok()
}

/// The puzzle line of the link the page was opened on, or moved to since, once: the
/// fragment then leaves the address (without a reload), so that a reload resumes the game
/// rather than asking again.
pub fn take_linked_puzzle() -> Option<String> {
    let window = web_sys::window()?;
    let location = window.location();
    let hash = location.hash().ok().filter(|hash| !hash.is_empty())?;
    let line = crate::formats::link::puzzle_in_link(&hash)?;
    let address = format!("{}{}", location.pathname().ok()?, location.search().ok()?);
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
    Some(line)
}

thread_local! {
    /// The clipboard's text the browser gave for the menu's Paste, or `Err` when it refused;
    /// the next frame takes it.
    static CLIPBOARD: std::cell::RefCell<Option<Result<String, ()>>> = const { std::cell::RefCell::new(None) };
}

/// Asks the browser for the clipboard's text (the menu's Paste: a page gets no paste event
/// from a menu); [`take_clipboard`] has it a few frames later.
pub fn ask_clipboard(ctx: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let reading = window.navigator().clipboard().read_text();
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(reading).await;
        let text = text.ok().and_then(|text| text.as_string()).ok_or(());
        CLIPBOARD.with(|slot| *slot.borrow_mut() = Some(text));
        ctx.request_repaint();
    });
}

/// The clipboard's text asked for by [`ask_clipboard`], once it came (`Err` when the
/// browser refused it).
pub fn take_clipboard() -> Option<Result<String, ()>> {
    CLIPBOARD.with(|slot| slot.borrow_mut().take())
}

/// The page's address without its fragment: what Copy link points at.
pub fn page_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or_default().to_string())
}

/// Runs, inside a web worker, the job called `name` that the page sent as `request`, and
/// posts its result back (see `src/background/worker.rs`). Every job the app offloads is listed.
pub fn serve_job(name: &str, request: &str) {
    use crate::background::Job;
    use crate::background::worker::{refuse, serve};
    match name {
        crate::generator::GenerateJob::NAME => serve::<crate::generator::GenerateJob>(request),
        crate::generator::sized::SizedJob::NAME => {
            serve::<crate::generator::sized::SizedJob>(request)
        }
        crate::generator::sized::ConstraintJob::NAME => {
            serve::<crate::generator::sized::ConstraintJob>(request)
        }
        crate::generator::sized::SizedLineJob::NAME => {
            serve::<crate::generator::sized::SizedLineJob>(request)
        }
        crate::variant::generate::VariantJob::NAME => {
            serve::<crate::variant::generate::VariantJob>(request)
        }
        super::solve_path::PathJob::NAME => serve::<super::solve_path::PathJob>(request),
        super::practice::PracticeJob::NAME => serve::<super::practice::PracticeJob>(request),
        super::practice::variant::VariantPracticeJob::NAME => {
            serve::<super::practice::variant::VariantPracticeJob>(request)
        }
        crate::picture::print_job::BookletJob::NAME => {
            serve::<crate::picture::print_job::BookletJob>(request)
        }
        crate::setter::SurveyJob::NAME => serve::<crate::setter::SurveyJob>(request),
        crate::setter::RuleSurveyJob::NAME => serve::<crate::setter::RuleSurveyJob>(request),
        crate::setter::PatternJob::NAME => serve::<crate::setter::PatternJob>(request),
        _ => refuse(name),
    }
}
